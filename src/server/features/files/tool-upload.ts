import type { Context } from "hono";
import type { AppEnv } from "@/server/features/auth/session";
import type { Db } from "@/server/platform/db/client";
import type { Env } from "@/server/platform/env";
import { AppError, fileTooLarge } from "@/server/platform/http/errors";
import { msg } from "@/server/platform/i18n/server-messages";
import { chunksOf, type FileStorage } from "@/server/platform/storage/file-storage";
import { type MediaFileRow, storeMediaFile } from "./media-file-store";
import type { MediaKind } from "./sniff-media-type";

export type ToolUpload = {
  userId: string;
  toolId: string;
  name: string;
  kind: MediaKind;
  maxBytes: number;
  /** What the 415 says when the bytes are not of `kind` (the tool's own words). */
  wrongType: string;
};

const tooLarge = (maxBytes: number) => new AppError("payload_too_large", fileTooLarge(maxBytes));

/**
 * A tool's own upload (`POST /api/<tool>/uploads`, the request body is the file): refused
 * before a byte is read when its declared length is over the tool's cap, cut off at the cap
 * while streaming when it is not declared, and refused with the tool's words when its first
 * bytes are not of the kind the tool takes.
 */
export async function receiveToolUpload(
  c: Context<AppEnv>,
  { db, storage, env }: { db: Db; storage: FileStorage; env: Env },
  upload: ToolUpload,
): Promise<MediaFileRow> {
  const declared = Number(c.req.header("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > upload.maxBytes) throw tooLarge(upload.maxBytes);
  const body = c.req.raw.body;
  if (!body)
    throw new AppError(
      "bad_request",
      msg({
        id: "errors.files.sendBytes",
        defaultMessage: "Send the file's bytes as the request body.",
      }),
    );
  try {
    return await storeMediaFile(
      { db, storage },
      {
        userId: upload.userId,
        toolId: upload.toolId,
        name: upload.name,
        body: chunksOf(body),
        kinds: [upload.kind],
        maxBytes: upload.maxBytes,
        limits: env,
      },
    );
  } catch (error) {
    if (error instanceof AppError && error.code === "unsupported_media_type") {
      throw new AppError("unsupported_media_type", upload.wrongType);
    }
    if (error instanceof AppError && error.code === "payload_too_large") {
      throw tooLarge(upload.maxBytes);
    }
    throw error;
  }
}
