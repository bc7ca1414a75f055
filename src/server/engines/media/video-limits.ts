import type { VideoStream } from "./video-probe";

/**
 * The largest video Bismo decodes for editing, posters and checks, read from the probed streams
 * before any ffmpeg run decodes more than the probe's first frame. A frame's memory grows with
 * its pixels at every step (decoder, filters, encoder); frames per second and length multiply
 * the work. 4K (4096 x 2160, either way up) at up to 120 frames a second, up to 30 minutes,
 * covers what phones and cameras record and every provider's generated video.
 */
export type VideoLimits = { maxPixels: number; maxFramesPerSecond: number; maxSeconds: number };

export const videoLimits: VideoLimits = {
  maxPixels: 4096 * 2160,
  maxFramesPerSecond: 120,
  maxSeconds: 30 * 60,
};

/** A video over the limits; the message says which, in words for the person who sent it. */
export class VideoTooLarge extends Error {
  override readonly name = "VideoTooLarge";
}

const megapixels = (pixels: number) => (pixels / 1_000_000).toFixed(1);

/** Throws `VideoTooLarge` when a video stream's frame or frame rate is over the limits. */
export function checkVideoStreams(
  streams: readonly VideoStream[],
  limits: VideoLimits = videoLimits,
): void {
  for (const stream of streams) {
    const pixels = stream.width * stream.height;
    if (pixels > limits.maxPixels) {
      throw new VideoTooLarge(
        `the video is ${stream.width} x ${stream.height} pixels (${megapixels(pixels)} megapixels), more than the ${megapixels(limits.maxPixels)} megapixels (4096 x 2160) Bismo works with`,
      );
    }
    if (stream.fps !== undefined && stream.fps > limits.maxFramesPerSecond) {
      throw new VideoTooLarge(
        `the video has ${stream.fps} frames a second, more than the ${limits.maxFramesPerSecond} Bismo works with`,
      );
    }
  }
}

/** Throws `VideoTooLarge` when the video lasts longer than the limit. */
export function checkVideoLength(seconds: number, limits: VideoLimits = videoLimits): void {
  if (seconds > limits.maxSeconds) {
    const clock = `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, "0")}`;
    throw new VideoTooLarge(
      `the video lasts ${clock}, longer than the ${limits.maxSeconds / 60} minutes Bismo works with`,
    );
  }
}
