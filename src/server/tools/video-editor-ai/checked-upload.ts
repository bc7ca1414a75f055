import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { FfmpegError, withTempDir } from "@/server/engines/media/ffmpeg";
import { VideoTooLarge, videoLimits } from "@/server/engines/media/video-limits";
import { probeMedia } from "@/server/engines/media/video-probe";
import { type MediaFileRow, mediaFileStore } from "@/server/features/files/media-file-store";
import { AppError } from "@/server/platform/http/errors";
import type { ToolDeps } from "../panel-tool";

/** Why the probe refused the video, in words for its uploader; null when it may be edited. */
async function refusal(file: string): Promise<string | null> {
  try {
    await probeMedia(file, undefined, videoLimits);
    return null;
  } catch (error) {
    if (error instanceof VideoTooLarge) return error.message;
    if (error instanceof FfmpegError && error.outOfMemory) return error.message;
    // ffmpeg's own refusal, or a log that names no media.
    if (error instanceof Error) return "ffmpeg cannot read it, so it is probably damaged";
    throw error;
  }
}

/**
 * Checks a video the editor has just stored against the video limits, from its probed streams
 * (the probe decodes at most a frame, on one thread, under ffmpeg's memory cap): one over them,
 * or one ffmpeg cannot read, is removed again and answered with a 400 that says why, so its
 * uploader learns at once and no job is queued for it. The job checks again before it edits
 * (any of the person's videos can be edited, a generated one too).
 */
export async function checkUploadedVideo(
  { db, storage }: Pick<ToolDeps, "db" | "storage">,
  row: MediaFileRow,
): Promise<void> {
  const reason = await withTempDir(async (dir) => {
    const file = path.join(dir, "upload");
    const stream = await storage.stream(row.storageKey);
    if (!stream) return "it is gone from storage";
    await pipeline(
      Readable.fromWeb(stream as WebReadableStream<Uint8Array>),
      fs.createWriteStream(file),
    );
    return refusal(file);
  });
  if (reason === null) return;
  const key = await mediaFileStore(db, row.userId).remove(row.id);
  if (key) await storage.remove(key);
  throw new AppError("bad_request", `This video cannot be edited: ${reason}.`);
}
