import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { upload } from "@/server/db/schema/workbench";
import type { AppDeps, AppEnv } from "@/server/http/app-env";
import { AppError } from "@/server/http/errors";
import { requireSession } from "@/server/http/session";
import { validId } from "@/server/http/validate";
import type { UploadResponse } from "@/shared/chat";
import { getTool, toolIdSchema } from "@/shared/tools/registry";
import { extractText, withoutNul } from "./extract-text";
import { isAccepted, mediaTypeFor } from "./file-types";
import { readLimitedBody, tooLarge } from "./limited-body";

const notFound = () => new AppError("not_found", "This file does not exist or is not yours.");

/** Room for the multipart boundaries and headers around the file itself. */
const multipartOverhead = 64 * 1024;

/** Chat attachments: any session may upload; only the uploader may download. */
export function uploadRoutes({ db, env, storage }: AppDeps) {
  const max = env.UPLOAD_MAX_BYTES;

  return new Hono<AppEnv>()
    .post("/uploads", async (c) => {
      const { user } = requireSession(c);
      const body = await readLimitedBody(c.req.raw, max + multipartOverhead);
      const form = await new Response(body, {
        headers: { "content-type": c.req.header("content-type") ?? "" },
      })
        .formData()
        .catch(() => {
          throw new AppError(
            "bad_request",
            "Send the file as multipart/form-data in the field 'file'.",
          );
        });
      const file = form.get("file");
      const tool = toolIdSchema.safeParse(form.get("toolId"));
      if (!(file instanceof File))
        throw new AppError("bad_request", "Choose a file to upload (field 'file').");
      if (!tool.success) throw new AppError("validation_failed", "toolId: choose a valid tool.");
      if (file.size > max) throw tooLarge(max);
      const name = withoutNul(file.name);
      const mediaType = mediaTypeFor(name);
      if (!mediaType || !isAccepted(tool.data, name)) {
        const { name: toolName, uploadAccept } = getTool(tool.data);
        throw new AppError(
          "unsupported_media_type",
          uploadAccept.length > 0
            ? `${toolName} accepts only ${uploadAccept.join(", ")} files.`
            : `${toolName} does not take file attachments.`,
        );
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const extractedText = await extractText(name, bytes).catch(() => {
        throw new AppError("bad_request", `Bismo could not read "${name}". Is the file damaged?`);
      });
      const storageKey = await storage.save(bytes);
      const [row] = await db
        .insert(upload)
        .values({
          userId: user.id,
          toolId: tool.data,
          name,
          mediaType,
          size: file.size,
          storageKey,
          extractedText,
        })
        .returning({ id: upload.id });
      if (!row) throw new Error("upload insert returned no row");
      const response: UploadResponse = {
        id: row.id,
        name,
        size: file.size,
        mediaType,
        url: `/api/uploads/${row.id}`,
      };
      return c.json(response, 201);
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
