import { getTableName, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngImage } from "#tests/fakes/images";
import { seedConversation, uploadText, userIdOf } from "#tests/support/account-fixtures";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import type { JobHandler } from "@/server/features/jobs/job-runner";
import { schema } from "@/server/platform/db/client";
import {
  conversationDocument,
  documentPage,
  document as documentTable,
} from "@/server/platform/db/schema/documents";
import { clonedVoice } from "@/server/platform/db/schema/media";
import {
  brandKit,
  flashcardDeck,
  goalPlan,
  presentation,
  quiz,
  quizAttempt,
} from "@/server/platform/db/schema/tool-results";
import { exportedTables, notExported } from "./export-tables";

/** A picture job: draws a PNG, charged to the allowance (usage counter and charge rows). */
const pictureJob: JobHandler = async ({ saveFile }) => {
  const file = await saveFile({ name: "drawn.png", body: await pngImage(8, 8), kinds: ["image"] });
  return { images: [{ fileId: file.id }] };
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { TRUST_PROXY: "true" },
    { jobHandlers: { "image-generator": pictureJob } },
  );
});
afterAll(() => t.close());

const tables = Object.values(schema).filter((value) => is(value, PgTable)) as PgTable[];

describe("what 'Download my data' exports", () => {
  it("is every table with an account's id, and the rest only where a comment says why", () => {
    const exported = exportedTables.map(({ table }) => getTableName(table));
    expect(new Set(exported).size).toBe(exported.length);
    expect([...exported, ...Object.keys(notExported)].sort()).toEqual(
      tables.map(getTableName).sort(),
    );
    // A table with an owner column is the account's own record: it is never left out.
    const owned = tables.filter((table) =>
      getTableConfig(table).columns.some((column) => column.name === "user_id"),
    );
    for (const table of owned) expect(exported, getTableName(table)).toContain(getTableName(table));
  });
});

/** The export's ZIP, unpacked: file name -> bytes. */
async function exportOf(cookie: string) {
  const response = await t.request("/api/account/export", { cookie });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/zip");
  expect(response.headers.get("content-disposition")).toMatch(
    /^attachment; filename="bismo-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  // Streamed as it is written: its length is not known ahead.
  expect(response.headers.get("content-length")).toBeNull();
  return unzipSync(new Uint8Array(await response.arrayBuffer()));
}

const upload = (cookie: string, route: string, bytes: Uint8Array<ArrayBuffer>) =>
  t.request(route, { method: "POST", body: bytes, cookie });

const deck = {
  subtitle: "For the team",
  slides: [
    { id: "s1", section: "", layout: "title", title: "Garden plans", bullets: [], notes: "Hello." },
    {
      id: "s2",
      section: "Beds",
      layout: "bullets",
      title: "Beds",
      bullets: ["Tomatoes"],
      notes: "",
    },
  ],
};

describe("GET /api/account/export", () => {
  it("is a ZIP of every exported table's rows and the files, nobody else's", {
    timeout: 60_000,
  }, async () => {
    // The first account to sign in is the admin: an audit entry names it.
    const cookie = await t.signUp(
      "alice-export@example.com",
      undefined,
      "Alice Export",
      "198.51.100.1",
    );
    const bob = await t.signUp("bob-export@example.com", undefined, "Bob Export", "198.51.100.2");
    const id = await userIdOf(t, cookie);
    const json = (method: string, route: string, body: unknown) =>
      t.request(route, { method, cookie, json: body });

    await json("PATCH", "/api/account/profile", { phone: "+49 30 1234567", language: "de" });
    await json("PATCH", "/api/preferences", { theme: "dark" });
    await json("POST", "/api/tool-suggestions", { text: "A tool that plans my garden" });
    expect(
      (await json("POST", "/api/auth/two-factor/enable", { password: "correct-horse-42" })).status,
    ).toBe(200);
    const conversationId = await seedConversation(t, id, "Trip to Rome", [
      { role: "user", content: "Plan three days in Rome" },
      { role: "assistant", content: "Day one: the Colosseum." },
    ]);
    await seedConversation(t, await userIdOf(t, bob), "Bob's secret", [
      { role: "user", content: "bob-only text" },
    ]);
    await uploadText(t, cookie, "itinerary.txt", "Rome, three days");
    await uploadText(t, bob, "bob.txt", "bob-only file");
    // Three uploads of the kind tools make (images, here), one of them shared.
    const pictures: string[] = [];
    for (const name of ["a.png", "b.png", "c.png"]) {
      const response = await upload(
        cookie,
        `/api/files?name=${name}`,
        new Uint8Array(await pngImage(6, 6)),
      );
      pictures.push(((await response.json()) as { id: string }).id);
    }
    expect(
      (await t.request(`/api/files/${pictures[0]}/share`, { method: "POST", cookie })).status,
    ).toBe(201);
    const queued = await t.jobs.enqueue({
      userId: id,
      toolId: "image-generator",
      input: {},
      title: "A picture",
      usage: [{ kind: "image", amount: 1 }],
    });
    expect((await t.jobs.finished(id, queued.id))?.status).toBe("succeeded");
    const [doc] = await t.db
      .insert(documentTable)
      .values({
        userId: id,
        contentHash: "hash",
        name: "notes.txt",
        format: "txt",
        mediaType: "text/plain",
        size: 11,
        storageKey: await t.storage.save(new TextEncoder().encode("Rome: notes")),
      })
      .returning();
    await t.db
      .insert(documentPage)
      .values({ documentId: doc?.id ?? "", number: 1, text: "Rome: notes" });
    await t.db
      .insert(conversationDocument)
      .values({ conversationId, documentId: doc?.id ?? "", userId: id, name: "notes.txt" });
    await t.db
      .insert(clonedVoice)
      .values({ userId: id, name: "Mine", provider: "elevenlabs", providerVoiceId: "v1" });
    const saved = { userId: id, title: "Mine", content: {} as never };
    await t.db.insert(flashcardDeck).values(saved);
    await t.db.insert(goalPlan).values(saved);
    await t.db.insert(brandKit).values(saved);
    await t.db
      .insert(presentation)
      .values({ userId: id, title: "Garden plans", content: deck as never });
    const [taken] = await t.db.insert(quiz).values(saved).returning();
    await t.db
      .insert(quizAttempt)
      .values({ quizId: taken?.id ?? "", userId: id, score: 1, total: 2, content: {} as never });

    const files = await exportOf(cookie);
    const text = strFromU8(files["manifest.json"] ?? new Uint8Array());
    const data = JSON.parse(text) as {
      format: string;
      accountId: string;
      tables: Record<string, Array<Record<string, unknown>>>;
    };
    expect(data).toMatchObject({ format: "bismo-account-export", accountId: id });
    // Every exported table, in order, with the account's rows.
    expect(Object.keys(data.tables)).toEqual(
      exportedTables.map(({ table }) => getTableName(table)),
    );
    const empty = Object.entries(data.tables)
      .filter(([, rows]) => rows.length === 0)
      .map(([name]) => name);
    expect(empty).toEqual([]);
    expect(data.tables.user?.[0]).toMatchObject({
      email: "alice-export@example.com",
      name: "Alice Export",
      language: "de",
    });
    expect(data.tables.user_profile?.[0]).toMatchObject({ phone: "+49 30 1234567" });
    expect(data.tables.message?.map((row) => row.content)).toEqual([
      "Plan three days in Rome",
      "Day one: the Colosseum.",
    ]);
    // Keys to the account stay out.
    expect(data.tables.session?.[0]).not.toHaveProperty("token");
    expect(data.tables.account?.[0]).not.toHaveProperty("password");
    expect(data.tables.two_factor?.[0]).not.toHaveProperty("secret");
    expect(data.tables.two_factor?.[0]).not.toHaveProperty("backupCodes");
    expect(data.tables.share_link?.[0]).not.toHaveProperty("token");
    expect(text).not.toContain("storageKey");
    // Nobody else's.
    expect(text).not.toMatch(/bob-export|Bob Export|Bob's secret|bob-only|bob\.txt/);

    // The files, each where its row says: the upload, the three pictures and the drawn one, the
    // document, and the deck as a .pptx.
    const pathOf = (table: string, match: (row: Record<string, unknown>) => boolean) =>
      String(data.tables[table]?.find(match)?.file);
    expect(
      strFromU8(files[pathOf("upload", (row) => row.name === "itinerary.txt")] ?? new Uint8Array()),
    ).toBe("Rome, three days");
    expect(data.tables.media_file).toHaveLength(4);
    for (const row of data.tables.media_file ?? []) {
      expect(files[String(row.file)]?.subarray(1, 4), String(row.file)).toEqual(
        new TextEncoder().encode("PNG"),
      );
    }
    expect(strFromU8(files[pathOf("document", () => true)] ?? new Uint8Array())).toBe(
      "Rome: notes",
    );
    const pptx = unzipSync(files[pathOf("presentation", () => true)] ?? new Uint8Array());
    expect(Object.keys(pptx)).toContain("ppt/slides/slide2.xml");
    expect(Object.keys(files).sort()).toEqual(
      [
        "manifest.json",
        ...["upload", "media_file", "document", "presentation"].flatMap((table) =>
          (data.tables[table] ?? []).map((row) => String(row.file)),
        ),
      ].sort(),
    );
  });

  it("is for accounts only", async () => {
    expect((await t.request("/api/account/export")).status).toBe(401);
    const guest = await t.signInAsGuest();
    expect((await t.request("/api/account/export", { cookie: guest })).status).toBe(401);
  });
});
