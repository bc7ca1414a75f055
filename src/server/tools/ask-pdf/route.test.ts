import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfBomb } from "#tests/fakes/bombs";
import { minimalDocx } from "#tests/fakes/documents";
import { corpusPdfs } from "#tests/fixtures/ask-pdf/corpus";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { imageOnlyPdf, textPdf } from "#tests/support/text-pdf";
import type {
  DocumentAddedResponse,
  DocumentListResponse,
  DocumentPageResponse,
  PdfUploadResponse,
} from "@/shared/documents";
import type { JobView } from "@/shared/jobs";

/** Reading books in the reader processes takes seconds, and several times that on a busy machine. */
const readingTimeout = 90_000;

let t: TestApp;
let alice: string;
let bob: string;

const book = (name: string) => {
  const pdf = corpusPdfs().find((entry) => entry.name === name);
  if (!pdf) throw new Error(`the corpus has no ${name}`);
  return pdf.bytes;
};

function send(path: string, name: string, bytes: Uint8Array, cookie = alice, fields = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, String(value));
  form.set("file", new Blob([Buffer.from(bytes)]), name);
  return t.request(path, { method: "POST", body: form, cookie });
}

const addTo = (conversationId: string, name: string, bytes: Uint8Array, cookie = alice) =>
  send(`/api/conversations/${conversationId}/documents`, name, bytes, cookie);

async function readJob(jobId: string, cookie = alice): Promise<JobView> {
  const finished = await t.jobs.finished(
    (await t.auth.api.getSession({ headers: new Headers({ cookie }) }))?.user.id ?? "",
    jobId,
  );
  if (!finished) throw new Error("the job vanished");
  return finished;
}

async function list(conversationId: string, cookie = alice) {
  const response = await t.request(`/api/conversations/${conversationId}/documents`, { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as DocumentListResponse).documents;
}

const health = async () => (await t.request("/api/health")).status;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("alice-docs@example.com");
  bob = await t.signUp("bob-docs@example.com");
});
afterAll(async () => t?.close());

describe("a conversation's documents", () => {
  it(
    "reads two PDFs added to a new conversation as jobs, lists them with pages and size, and keeps a second copy once",
    async () => {
      const conversationId = crypto.randomUUID();
      const first = await addTo(conversationId, "Sleepy Hollow.pdf", book("sleepy-hollow.pdf"));
      expect(first.status).toBe(202);
      const added = ((await first.json()) as DocumentAddedResponse).document;
      expect(added).toMatchObject({ name: "Sleepy Hollow.pdf", status: "queued", format: "pdf" });
      const second = await addTo(
        conversationId,
        "notes.docx",
        minimalDocx("Ichabod Crane taught."),
      );
      const docx = ((await second.json()) as DocumentAddedResponse).document;

      const job = await readJob(added.jobId ?? "");
      expect(job).toMatchObject({ status: "succeeded", toolId: "ask-pdf" });
      await readJob(docx.jobId ?? "");
      const documents = await list(conversationId);
      expect(documents.map((entry) => [entry.name, entry.status, entry.unit])).toEqual([
        ["Sleepy Hollow.pdf", "ready", "page"],
        ["notes.docx", "ready", "section"],
      ]);
      expect(documents[0]?.pages).toBe(21);
      expect(documents[0]?.size).toBe(book("sleepy-hollow.pdf").byteLength);

      // The same bytes again, into another conversation: one document, already read, no new job.
      const other = crypto.randomUUID();
      const again = await addTo(other, "copy.pdf", book("sleepy-hollow.pdf"));
      expect(again.status).toBe(200);
      const copy = ((await again.json()) as DocumentAddedResponse).document;
      expect(copy).toMatchObject({ id: added.id, name: "copy.pdf", status: "ready", pages: 21 });

      const page = await t.request(`/api/documents/${added.id}/pages/3`, { cookie: alice });
      expect(page.status).toBe(200);
      const body = (await page.json()) as DocumentPageResponse;
      expect(body).toMatchObject({ page: 3, pageCount: 21, unit: "page" });
      expect(body.text.length).toBeGreaterThan(500);
      const file = await t.request(`/api/documents/${added.id}/file`, { cookie: alice });
      expect(file.headers.get("content-type")).toBe("application/pdf");
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(book("sleepy-hollow.pdf"));

      // Removed from the first conversation, it stays in the other; removed there too, it is gone.
      const remove = (id: string) =>
        t.request(`/api/conversations/${id}/documents/${added.id}`, {
          method: "DELETE",
          cookie: alice,
        });
      expect((await remove(conversationId)).status).toBe(204);
      expect((await list(conversationId)).map((entry) => entry.name)).toEqual(["notes.docx"]);
      expect((await t.request(`/api/documents/${added.id}/file`, { cookie: alice })).status).toBe(
        200,
      );
      expect((await remove(other)).status).toBe(204);
      expect((await t.request(`/api/documents/${added.id}/file`, { cookie: alice })).status).toBe(
        404,
      );
      expect((await remove(other)).status).toBe(404);
    },
    readingTimeout,
  );

  it(
    "answers 404 for another account's conversation and documents, and 401 for guests",
    async () => {
      const conversationId = crypto.randomUUID();
      const response = await addTo(conversationId, "hollow.pdf", book("sleepy-hollow.pdf"));
      const { document } = (await response.json()) as DocumentAddedResponse;

      const asBob = [
        t.request(`/api/conversations/${conversationId}/documents`, { cookie: bob }),
        addTo(conversationId, "mine.pdf", textPdf("Bob's own words.", "Bob"), bob),
        t.request(`/api/conversations/${conversationId}/documents/${document.id}`, {
          method: "DELETE",
          cookie: bob,
        }),
        t.request(`/api/documents/${document.id}/pages/1`, { cookie: bob }),
        t.request(`/api/documents/${document.id}/file`, { cookie: bob }),
      ];
      for (const answer of await Promise.all(asBob)) {
        expect(answer.status).toBe(404);
        expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("not_found");
      }
      expect((await list(conversationId)).map((entry) => entry.id)).toEqual([document.id]);

      const guest = await t.signInAsGuest();
      expect((await addTo(crypto.randomUUID(), "g.pdf", textPdf("Guest."), guest)).status).toBe(
        401,
      );
    },
    readingTimeout,
  );

  it(
    "takes a document larger than the JSON body limit, up to UPLOAD_MAX_BYTES",
    async () => {
      const conversationId = crypto.randomUUID();
      const paragraph = "The lighthouse keeper counted the ships that passed the headland.\n\n";
      const text = paragraph.repeat(Math.ceil((1.5 * 1024 * 1024) / paragraph.length));
      const response = await addTo(conversationId, "log.txt", new TextEncoder().encode(text));
      expect(response.status).toBe(202);
      const { document } = (await response.json()) as DocumentAddedResponse;
      expect(document.size).toBeGreaterThan(t.env.MAX_BODY_BYTES);
      expect(await readJob(document.jobId ?? "")).toMatchObject({ status: "succeeded" });
    },
    readingTimeout,
  );

  it(
    "refuses a file that is not what its name says (415) or not a document, and stores nothing",
    async () => {
      const conversationId = crypto.randomUUID();
      const spoofed = await addTo(conversationId, "report.pdf", new TextEncoder().encode("hello"));
      expect(spoofed.status).toBe(415);
      expect(((await spoofed.json()) as { error: { message: string } }).error.message).toContain(
        "%PDF-",
      );
      const image = await addTo(conversationId, "photo.png", new Uint8Array([137, 80, 78, 71]));
      expect(image.status).toBe(415);
      expect(await list(conversationId)).toEqual([]);
    },
    readingTimeout,
  );

  it(
    "ends the reading job of a PDF bomb, a damaged PDF or a scan with a clear error while the server keeps serving",
    async () => {
      const conversationId = crypto.randomUUID();
      const damaged = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage");
      const cases = [
        ["bomb.pdf", pdfBomb(300), /could not read this document/],
        ["damaged.pdf", damaged, /could not read this document/],
        ["scan.pdf", imageOnlyPdf(3), /no text layer/],
      ] as const;
      for (const [name, bytes, reason] of cases) {
        const response = await addTo(conversationId, name, bytes);
        expect(response.status).toBe(202);
        const { document } = (await response.json()) as DocumentAddedResponse;
        expect(await health()).toBe(200);
        const job = await readJob(document.jobId ?? "");
        expect(job.status).toBe("failed");
        expect(job.error).toMatch(reason);
        expect(await health()).toBe(200);
      }
      const documents = await list(conversationId);
      expect(documents.map((entry) => entry.status)).toEqual(["failed", "failed", "failed"]);
      expect(documents[2]?.note).toMatch(/no text layer/);
    },
    readingTimeout,
  );
});

describe("POST /api/pdf/upload", () => {
  it(
    "answers the document id, pages and status once read, in a new conversation or a given one",
    async () => {
      const response = await send(
        "/api/pdf/upload",
        "time-machine.pdf",
        book("the-time-machine.pdf"),
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as PdfUploadResponse;
      expect(body).toMatchObject({ name: "time-machine.pdf", status: "ready", note: null });
      expect(body.pages).toBeGreaterThan(30);
      expect(body.documentId).toEqual(expect.any(String));
      expect((await list(body.conversationId)).map((entry) => entry.id)).toEqual([body.documentId]);

      const more = await send("/api/pdf/upload", "scan.pdf", imageOnlyPdf(2), alice, {
        conversationId: body.conversationId,
      });
      expect(more.status).toBe(200);
      expect((await more.json()) as PdfUploadResponse).toMatchObject({
        conversationId: body.conversationId,
        status: "failed",
        note: expect.stringMatching(/no text layer/),
      });

      const unsigned = new FormData();
      unsigned.set("file", new Blob([Buffer.from(textPdf("x"))]), "x.pdf");
      expect((await t.request("/api/pdf/upload", { method: "POST", body: unsigned })).status).toBe(
        401,
      );
    },
    readingTimeout,
  );
});
