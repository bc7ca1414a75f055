import fs from "node:fs";
import path from "node:path";
import { runFfmpeg } from "@/server/engines/media/ffmpeg";

/**
 * A JPEG of one frame, a third of a second in (or the first frame of a shorter clip): the
 * player's poster when the provider sends none. Frame 0 of a generated clip is often black.
 */
export async function posterFrame(
  video: string,
  durationSeconds: number,
  signal?: AbortSignal,
): Promise<Buffer> {
  const output = path.join(path.dirname(video), "poster.jpg");
  const at = durationSeconds > 1 ? Math.min(1, durationSeconds / 3) : 0;
  await runFfmpeg({
    args: ["-ss", at.toFixed(2), "-i", video, "-frames:v", "1", "-q:v", "3", output],
    signal,
  });
  return fs.promises.readFile(output);
}
