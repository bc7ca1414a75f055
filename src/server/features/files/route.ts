import { Hono } from "hono";
import { z } from "zod";
import {
  convertModel,
  ModelReadError,
  modelFormatFiles,
  modelFormats,
} from "@/server/engines/models-3d/convert-model";
import { type AppEnv, requireSession } from "@/server/features/auth/session";
import { fileUploadRoute } from "@/server/features/uploads/upload-limits";
import type { Db } from "@/server/platform/db/client";
import type { Env } from "@/server/platform/env";
import { AppError, fileTooLarge } from "@/server/platform/http/errors";
import { validate, validId } from "@/server/platform/http/validate";
import { msg } from "@/server/platform/i18n/server-messages";
import { chunksOf, type FileStorage } from "@/server/platform/storage/file-storage";
import type { MediaFileView } from "@/shared/jobs";
import { toolIdSchema } from "@/shared/tools/registry";
import { mediaFileStore, mediaFileView, storeMediaFile } from "./media-file-store";
import { contentDisposition, serveMediaFile } from "./serve-file";
import type { MediaKind } from "./sniff-media-type";

const notFound = () =>
  new AppError(
    "not_found",
    msg({
      id: "errors.files.notFound",
      defaultMessage: "This file does not exist or is not yours.",
    }),
  );

const mediaKinds = ["image", "audio", "video", "model"] as const satisfies readonly MediaKind[];

const uploadQuerySchema = z.object({
  name: z.string().trim().min(1, "name: give the file's name").max(255),
  toolId: toolIdSchema.optional(),
  /** The kinds of file the caller takes, comma-separated; all media kinds by default. */
  kind: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(",") : [...mediaKinds]))
    .pipe(z.array(z.enum(mediaKinds)).min(1)),
});

/**
 * Media files (tools' inputs and outputs): any session may upload; only the owner may read or
 * delete. The body is the file itself, streamed to storage; its type is read from its bytes.
 */
export function fileRoutes({ db, env, storage }: { db: Db; env: Env; storage: FileStorage }) {
  return new Hono<AppEnv>()
    .post("/files", fileUploadRoute(db, env), validate("query", uploadQuerySchema), async (c) => {
      const { user } = requireSession(c);
      const { name, toolId, kind } = c.req.valid("query");
      const max = env.UPLOAD_MAX_BYTES;
      const declared = Number(c.req.header("content-length") ?? "NaN");
      if (Number.isFinite(declared) && declared > max) {
        throw new AppError("payload_too_large", fileTooLarge(max));
      }
      const body = c.req.raw.body;
      if (!body)
        throw new AppError(
          "bad_request",
          msg({
            id: "errors.files.sendBytes",
            defaultMessage: "Send the file's bytes as the request body.",
          }),
        );
      const row = await storeMediaFile(
        { db, storage },
        {
          userId: user.id,
          toolId,
          name,
          body: chunksOf(body),
          kinds: kind,
          maxBytes: max,
          limits: env,
        },
      );
      const response: MediaFileView = mediaFileView(row);
      return c.json(response, 201);
    })
    .get(
      "/files/:id",
      validId(notFound),
      validate("query", z.object({ download: z.enum(["1", "true"]).optional() })),
      async (c) => {
        const { user } = requireSession(c);
        const row = await mediaFileStore(db, user.id).get(c.req.valid("param").id);
        if (!row) throw notFound();
        return serveMediaFile(c, storage, row, {
          download: Boolean(c.req.valid("query").download),
          cacheControl: "private, max-age=3600",
          notFound,
        });
      },
    )
    .get(
      "/files/:id/export/:format",
      validId(notFound),
      validate(
        "param",
        z.object({
          id: z.string(),
          format: z.enum(
            modelFormats.filter((format) => format !== "glb"),
            "format: gltf, obj or stl",
          ),
        }),
      ),
      async (c) => {
        const { user } = requireSession(c);
        const { id, format } = c.req.valid("param");
        const row = await mediaFileStore(db, user.id).get(id);
        if (!row) throw notFound();
        if (row.mediaType !== "model/gltf-binary") {
          throw new AppError(
            "validation_failed",
            msg({
              id: "errors.files.onlyModels",
              defaultMessage: "Only 3D models (GLB) can be exported.",
            }),
          );
        }
        const glb = await storage.read(row.storageKey);
        if (!glb) throw notFound();
        const converted = await convertModel(glb, format).catch((error: unknown) => {
          if (error instanceof ModelReadError) {
            throw new AppError(
              "validation_failed",
              msg({
                id: "errors.files.unreadableModel",
                defaultMessage: "This model could not be read to convert it.",
              }),
            );
          }
          throw error;
        });
        const { extension, mimeType } = modelFormatFiles[format];
        const name = `${row.name.replace(/\.glb$/i, "")}.${extension}`;
        return c.body(new Uint8Array(converted), 200, {
          "Content-Type": mimeType,
          "Content-Disposition": contentDisposition("attachment", name),
          "Content-Length": String(converted.length),
          "X-Content-Type-Options": "nosniff",
          "Cache-Control": "private, max-age=3600",
        });
      },
    )
    .delete("/files/:id", validId(notFound), async (c) => {
      const { user } = requireSession(c);
      const key = await mediaFileStore(db, user.id).remove(c.req.valid("param").id);
      if (!key) throw notFound();
      await storage.remove(key);
      return c.body(null, 204);
    });
}
