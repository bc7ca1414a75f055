import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { type FileReaders, ReadersBusyError } from "@/server/engines/file-reading/file-readers";
import { UnreadableFileError } from "@/server/engines/file-reading/limits";
import { type AppEnv, requireSession } from "@/server/features/auth/session";
import type { Db } from "@/server/platform/db/client";
import { upload } from "@/server/platform/db/schema/workbench";
import type { Env } from "@/server/platform/env";
import { streamedUpload } from "@/server/platform/http/body-limits";
import { AppError } from "@/server/platform/http/errors";
import { validId } from "@/server/platform/http/validate";
import { msg } from "@/server/platform/i18n/server-messages";
import type { FileStorage } from "@/server/platform/storage/file-storage";
import type { UploadResponse } from "@/shared/chat";
import { getTool, toolIdSchema } from "@/shared/tools/registry";
import { extractText, withoutNul } from "./extract-text";
import { isAccepted, mediaTypeFor } from "./file-types";
import { receiveUpload, uploadSpoolDir } from "./receive-upload";
import { checkStorageRoom, checkUploadRate } from "./upload-limits";

const notFound = () =>
  new AppError(
    "not_found",
    msg({
      id: "errors.files.notFound",
      defaultMessage: "This file does not exist or is not yours.",
    }),
  );

/** The reader's refusal as the uploader sees it; nothing is stored. */
function readingError(error: unknown): unknown {
  if (error instanceof UnreadableFileError)
    return new AppError(
      "bad_request",
      msg(
        {
          id: "errors.uploads.unreadable",
          defaultMessage: "This file could not be read: {reason}.",
        },
        { reason: error.message },
      ),
    );
  if (error instanceof ReadersBusyError)
    return new AppError(
      "rate_limited",
      msg({
        id: "errors.uploads.readersBusy",
        defaultMessage: "Bismo is reading many files right now. Please try again in a minute.",
      }),
      { headers: { "Retry-After": "30" } },
    );
  return error;
}

/** Chat attachments: any session may upload; only the uploader may download. */
export function uploadRoutes({
  db,
  env,
  storage,
  fileReaders,
}: {
  db: Db;
  env: Env;
  storage: FileStorage;
  fileReaders: FileReaders;
}) {
  const max = env.UPLOAD_MAX_BYTES;
  const spoolDir = uploadSpoolDir(env.dataDir);

  return new Hono<AppEnv>()
    .post("/uploads", streamedUpload(), async (c) => {
      const session = requireSession(c);
      const { user } = session;
      await checkUploadRate(db, env, session, c.get("clientIp"));
      const received = await receiveUpload(c.req.raw, { maxBytes: max, spoolDir });
      try {
        const tool = toolIdSchema.safeParse(received.fields.get("toolId"));
        if (!tool.success)
          throw new AppError(
            "validation_failed",
            msg({
              id: "errors.uploads.invalidTool",
              defaultMessage: "toolId: choose a valid tool.",
            }),
          );
        const name = withoutNul(received.fileName);
        const mediaType = mediaTypeFor(name);
        if (!mediaType || !isAccepted(tool.data, name)) {
          const { name: toolName, uploadAccept } = getTool(tool.data);
          throw new AppError(
            "unsupported_media_type",
            uploadAccept.length > 0
              ? msg(
                  {
                    id: "errors.uploads.wrongType",
                    defaultMessage: "{tool} accepts only {types} files.",
                  },
                  { tool: toolName, types: uploadAccept.join(", ") },
                )
              : msg(
                  {
                    id: "errors.uploads.noAttachments",
                    defaultMessage: "{tool} does not take file attachments.",
                  },
                  { tool: toolName },
                ),
          );
        }
        // Refused early when it cannot fit, so no reader spends time on it; checked again below.
        await checkStorageRoom(db, env, user.id, received.size);
        // Guests take turns by address, as a new guest session costs nothing.
        const owner = user.isAnonymous ? `ip:${c.get("clientIp")}` : `user:${user.id}`;
        const extractedText = await extractText(fileReaders, {
          path: received.filePath,
          name,
          owner,
        }).catch((error: unknown) => {
          throw readingError(error);
        });
        const id = await db.transaction(async (tx) => {
          await checkStorageRoom(tx, env, user.id, received.size);
          const storageKey = await storage.adopt(received.filePath);
          try {
            const [row] = await tx
              .insert(upload)
              .values({
                userId: user.id,
                toolId: tool.data,
                name,
                mediaType,
                size: received.size,
                storageKey,
                extractedText,
              })
              .returning({ id: upload.id });
            if (!row) throw new Error("upload insert returned no row");
            return row.id;
          } catch (error) {
            await storage.remove(storageKey);
            throw error;
          }
        });
        const response: UploadResponse = {
          id,
          name,
          size: received.size,
          mediaType,
          url: `/api/uploads/${id}`,
        };
        return c.json(response, 201);
      } finally {
        await received.discard();
      }
    })
    .get("/uploads/:id", validId(notFound), async (c) => {
      const { user } = requireSession(c);
      const [row] = await db
        .select()
        .from(upload)
        .where(and(eq(upload.id, c.req.valid("param").id), eq(upload.userId, user.id)));
      if (!row) throw notFound();
      const bytes = await storage.read(row.storageKey);
      if (!bytes) throw notFound();
      return c.body(new Uint8Array(bytes), 200, {
        "Content-Type": row.mediaType,
        "Content-Length": String(bytes.byteLength),
        "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, no-store",
      });
    });
}
