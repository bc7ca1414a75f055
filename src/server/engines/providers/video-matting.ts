import fs from "node:fs";
import path from "node:path";
import { detectVideoContainer, videoMimeTypes } from "@/server/engines/media/video-container";
import type { FalClient } from "./fal";
import type { ProviderOutput } from "./provider-jobs";

/**
 * BEN2's video model: the foreground kept, the background transparent. Its `output_format` is
 * MP4 unless asked, which "renders transparent areas as black": WebM (VP9 with alpha) is asked
 * for (fal-js endpoint types, `BenV2VideoInput`).
 */
export const VIDEO_MATTING_ENDPOINT = "fal-ai/ben/v2/video";

export class MattingFailedError extends Error {}

/** Separates the foreground from the background of a video (a provider's matting model). */
export type VideoMatting = (
  file: string,
  options: { signal?: AbortSignal; onProgress?: (fraction: number) => void },
) => Promise<string>;

/**
 * Remove Background for the video editor: the clip goes to fal's storage, the matting model
 * runs in fal's queue (polled every `pollMs`), and its result is fetched with `download`
 * (the guarded downloader: provider result URLs are outside addresses).
 */
export function falVideoMatting(
  fal: FalClient,
  download: (output: ProviderOutput, signal?: AbortSignal) => Promise<Uint8Array>,
  pollMs: number,
): VideoMatting {
  return async (file, { signal, onProgress }) => {
    const bytes = await fs.promises.readFile(file);
    const container = detectVideoContainer(bytes);
    const url = await fal.upload(
      bytes,
      container ? videoMimeTypes[container] : "video/mp4",
      path.basename(file),
      signal,
    );
    const ticket = await fal.submit(
      VIDEO_MATTING_ENDPOINT,
      { video_url: url, output_format: "webm" },
      signal,
    );
    onProgress?.(0.1);
    for (;;) {
      const poll = await fal.poll(ticket, signal);
      if (poll.state === "failed") throw new MattingFailedError(poll.failure.message);
      if (poll.state === "succeeded") {
        const video = poll.outputs.find((o) => o.role === "video");
        if (!video) throw new MattingFailedError("The matting model answered no video");
        const matted = path.join(path.dirname(file), "matted.webm");
        await fs.promises.writeFile(matted, await download(video, signal));
        onProgress?.(1);
        return matted;
      }
      onProgress?.(poll.state === "running" ? 0.5 : 0.2);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      signal?.throwIfAborted();
    }
  };
}
