import crypto from "node:crypto";
import fs from "node:fs";
import { inArray } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { type AppEnv, requireAccount } from "@/server/features/auth/session";
import { conversationStore } from "@/server/features/conversations/conversation-store";
import {
  acceptedExtensions,
  claimedFormat,
  documentMediaTypes,
  signatureMismatch,
} from "@/server/features/documents/document-format";
import {
  type ConversationDocumentRow,
  type DocumentRow,
  documentStore,
} from "@/server/features/documents/document-store";
import { withoutNul } from "@/server/features/uploads/extract-text";
import {
  type ReceivedUpload,
  receiveUpload,
  uploadSpoolDir,
} from "@/server/features/uploads/receive-upload";
import { checkStorageRoom, checkUploadRate } from "@/server/features/uploads/upload-limits";
import type { Db } from "@/server/platform/db/client";
import { job } from "@/server/platform/db/schema/media";
import { streamedUpload } from "@/server/platform/http/body-limits";
import { AppError } from "@/server/platform/http/errors";
import { validId, validIdWith } from "@/server/platform/http/validate";
import { msg } from "@/server/platform/i18n/server-messages";
import type { ToolDeps } from "@/server/tools/panel-tool";
import {
  type DocumentAddedResponse,
  type DocumentListResponse,
  type DocumentPageResponse,
  type DocumentView,
  type PdfUploadResponse,
  pageLabel,
} from "@/shared/documents";
import { idSchema } from "@/shared/ids";
import { askPdf } from "@/shared/tools/ask-pdf";
import { toolServer } from "../panel-tool";
import { askPdfJob } from "./job";

const conversationNotFound = () =>
  new AppError("not_found", msg({ id: "errors.conversations.notFound" }));
const documentNotFound = () =>
  new AppError(
    "not_found",
    msg({
      id: "errors.tools.documentNotFound",
      defaultMessage: "This document does not exist or is not yours.",
    }),
  );

/** The first bytes of the received file, enough to tell what it is. */
async function fileHead(filePath: string): Promise<Uint8Array> {
  const handle = await fs.promises.open(filePath, "r");
  try {
    const buffer = new Uint8Array(8192);
    const { bytesRead } = await handle.read(buffer, 0, buffer.byteLength, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function sha256(filePath: string): Promise<string> {
  const hash = crypto.createHash("sha256");
  for await (const chunk of fs.createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Each document with its reading job's progress, for the list. */
async function documentViews(
  db: Db,
  rows: readonly (DocumentRow & { conversationName?: string })[],
): Promise<DocumentView[]> {
  const jobIds = rows.flatMap((row) =>
    row.jobId && (row.status === "queued" || row.status === "reading") ? [row.jobId] : [],
  );
  const jobs =
    jobIds.length > 0
      ? await db
          .select({ id: job.id, progress: job.progress, stage: job.stage })
          .from(job)
          .where(inArray(job.id, jobIds))
      : [];
  const progress = new Map(jobs.map((entry) => [entry.id, entry]));
  return rows.map((row) => {
    const reading = row.jobId ? progress.get(row.jobId) : undefined;
    return {
      id: row.id,
      name: row.conversationName ?? row.name,
      format: row.format,
      unit: row.unit,
      pages: row.pageCount,
      size: row.size,
      status: row.status,
      note: row.note,
      jobId: row.jobId,
      progress: reading?.progress ?? null,
      stage: reading?.stage ?? null,
      url: `/api/documents/${row.id}/file`,
    };
  });
}

/**
 * Ask My PDF's documents: added to a conversation (read by a job), listed with their progress,
 * removed, and read back page by page for the viewer. Documents belong to accounts: a guest's
 * conversations live in the browser, with no place for a document's pages.
 */
function askPdfRoutes(deps: ToolDeps) {
  const { db, env, storage, jobs, logger } = deps;
  const spoolDir = uploadSpoolDir(env.dataDir);

  /**
   * Stores the uploaded document for the owner (once per content), adds it to the conversation
   * (made now if the id is new), and queues its reading unless it has been read already.
   */
  async function addDocument(c: Context<AppEnv>, received: ReceivedUpload, conversationId: string) {
    const session = requireAccount(c);
    const { user } = session;
    const name = withoutNul(received.fileName);
    const format = claimedFormat(name);
    if (!format) {
      throw new AppError(
        "unsupported_media_type",
        msg(
          {
            id: "errors.tools.askPdfFormats",
            defaultMessage:
              "{tool} reads PDF, Word, PowerPoint, text and Markdown files ({extensions}).",
          },
          { tool: askPdf.name, extensions: acceptedExtensions.join(", ") },
        ),
      );
    }
    const mismatch = signatureMismatch(format, await fileHead(received.filePath));
    if (mismatch) {
      throw new AppError(
        "unsupported_media_type",
        msg({ id: "errors.uploads.unreadable" }, { reason: mismatch }),
      );
    }
    const conversations = conversationStore(db, user.id);
    const ownership = await conversations.ownership(conversationId);
    if (ownership === "taken") throw conversationNotFound();
    if (ownership === "new") await conversations.create(conversationId, askPdf.id, name);

    const contentHash = await sha256(received.filePath);
    const store = documentStore(db, user.id);
    const storageKey = await db.transaction(async (tx) => {
      await checkStorageRoom(tx, env, user.id, received.size);
      return storage.adopt(received.filePath);
    });
    const { row, created } = await store.findOrCreate({
      contentHash,
      name,
      format,
      mediaType: documentMediaTypes[format],
      size: received.size,
      storageKey,
    });
    if (!created) await storage.remove(storageKey);
    await store.link(conversationId, row.id, name);

    let current = row;
    if (created || row.status === "failed") {
      const queued = await jobs.enqueue({
        userId: user.id,
        toolId: askPdf.id,
        input: { documentId: row.id },
        title: name,
      });
      current = (await store.setReadingJob(row.id, queued.id)) ?? row;
    }
    const [view] = await documentViews(db, [{ ...current, conversationName: name }]);
    if (!view) throw new Error("the added document has no view");
    return view;
  }

  /** Receives the multipart field `file`, then always removes what is left of it. */
  async function withUpload<T>(c: Context<AppEnv>, use: (received: ReceivedUpload) => Promise<T>) {
    const session = requireAccount(c);
    await checkUploadRate(db, env, session, c.get("clientIp"));
    const received = await receiveUpload(c.req.raw, { maxBytes: env.UPLOAD_MAX_BYTES, spoolDir });
    try {
      return await use(received);
    } finally {
      await received.discard();
    }
  }

  return new Hono<AppEnv>()
    .get("/conversations/:id/documents", validId(conversationNotFound), async (c) => {
      const { user } = requireAccount(c);
      const conversationId = c.req.valid("param").id;
      // A new conversation has no documents yet; someone else's is not found.
      if ((await conversationStore(db, user.id).ownership(conversationId)) === "taken") {
        throw conversationNotFound();
      }
      const rows: ConversationDocumentRow[] = await documentStore(db, user.id).inConversation(
        conversationId,
      );
      const body: DocumentListResponse = { documents: await documentViews(db, rows) };
      return c.json(body);
    })
    .post(
      "/conversations/:id/documents",
      streamedUpload(),
      validId(conversationNotFound),
      async (c) => {
        const conversationId = c.req.valid("param").id;
        const view = await withUpload(c, (received) => addDocument(c, received, conversationId));
        const body: DocumentAddedResponse = { document: view };
        return c.json(body, view.status === "ready" ? 200 : 202);
      },
    )
    .delete(
      "/conversations/:id/documents/:documentId",
      validIdWith(conversationNotFound, { documentId: z.string() }),
      async (c) => {
        const { user } = requireAccount(c);
        const documentId = idSchema.safeParse(c.req.valid("param").documentId);
        if (!documentId.success) throw documentNotFound();
        const store = documentStore(db, user.id);
        if (!(await store.unlink(c.req.valid("param").id, documentId.data)))
          throw documentNotFound();
        // Kept while another conversation of the owner holds it; otherwise gone with its file.
        const keys = await store.removeUnlinked();
        await Promise.all(
          keys.map((key) =>
            storage.remove(key).catch((error: unknown) => {
              logger.error({ err: error, userId: user.id }, "removing a document's file failed");
            }),
          ),
        );
        return c.body(null, 204);
      },
    )
    .get(
      "/documents/:id/pages/:page",
      validIdWith(documentNotFound, { page: z.string() }),
      async (c) => {
        const { user } = requireAccount(c);
        const store = documentStore(db, user.id);
        const row = await store.get(c.req.valid("param").id);
        if (!row) throw documentNotFound();
        const page = Number(c.req.valid("param").page);
        const text =
          Number.isInteger(page) && page > 0 ? await store.pageText(row.id, page) : undefined;
        if (text === undefined) {
          throw new AppError(
            "not_found",
            msg(
              { id: "errors.tools.noSuchPage", defaultMessage: "This document has no {page}." },
              { page: pageLabel(row.unit, Number.isFinite(page) ? page : 0) },
            ),
          );
        }
        const body: DocumentPageResponse = {
          documentId: row.id,
          name: row.name,
          unit: row.unit,
          page,
          pageCount: row.pageCount ?? 0,
          text,
        };
        return c.json(body);
      },
    )
    .get("/documents/:id/file", validId(documentNotFound), async (c) => {
      const { user } = requireAccount(c);
      const row = await documentStore(db, user.id).get(c.req.valid("param").id);
      if (!row) throw documentNotFound();
      const body = await storage.stream(row.storageKey);
      const size = await storage.size(row.storageKey);
      if (!body || size === null) throw documentNotFound();
      return c.body(body, 200, {
        "Content-Type": row.mediaType,
        "Content-Length": String(size),
        "Content-Disposition": `inline; filename*=UTF-8''${encodeURIComponent(row.name)}`,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, no-store",
      });
    })
    .post("/pdf/upload", streamedUpload(), async (c) => {
      const { user } = requireAccount(c);
      const { view, conversationId } = await withUpload(c, async (received) => {
        const field = received.fields.get("conversationId");
        const conversationId = field === undefined ? crypto.randomUUID() : field;
        if (!idSchema.safeParse(conversationId).success) throw conversationNotFound();
        return { view: await addDocument(c, received, conversationId), conversationId };
      });
      const answer = (document: {
        id: string;
        name: string;
        pages: number | null;
        status: PdfUploadResponse["status"];
        note: string | null;
      }): PdfUploadResponse => ({
        documentId: document.id,
        conversationId,
        name: document.name,
        pages: document.pages,
        status: document.status,
        note: document.note,
      });
      const settled = view.status === "ready" || view.status === "failed";
      if (settled || !view.jobId || /respond-async/i.test(c.req.header("prefer") ?? "")) {
        return c.json(answer(view), settled ? 200 : 202);
      }
      await jobs.finished(user.id, view.jobId, c.req.raw.signal);
      const row = await documentStore(db, user.id).get(view.id);
      if (!row) throw documentNotFound();
      return c.json(
        answer({ ...row, name: view.name, pages: row.pageCount }),
        row.status === "ready" || row.status === "failed" ? 200 : 202,
      );
    });
}

/** Ask My PDF's routes and the job that reads its documents (mounted by tools/index.ts). */
export const askPdfServer = toolServer(askPdf, askPdfRoutes, { job: askPdfJob });
