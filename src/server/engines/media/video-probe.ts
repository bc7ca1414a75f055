import { runFfmpeg } from "./ffmpeg";
import { ffmpegLimits } from "./ffmpeg-limits";
import {
  checkVideoLength,
  checkVideoStreams,
  type VideoLimits,
  VideoTooLarge,
} from "./video-limits";

export type VideoStream = {
  index: number;
  type: "video";
  codec: string;
  width: number;
  height: number;
  fps: number | undefined;
};
export type AudioStream = {
  index: number;
  type: "audio";
  codec: string;
  sampleRate: number | undefined;
  channels: string | undefined;
};
export type SubtitleStream = { index: number; type: "subtitle"; codec: string };
export type MediaStream = VideoStream | AudioStream | SubtitleStream;

export type VideoProbe = {
  /** ffmpeg's demuxer names, e.g. `mov,mp4,m4a,3gp,3g2,mj2` or `matroska,webm`. */
  format: string;
  durationSeconds: number;
  streams: MediaStream[];
  video: VideoStream | undefined;
  audio: AudioStream | undefined;
};

const clockSeconds = (clock: string) => {
  const [hours, minutes, seconds] = clock.split(":").map(Number);
  return (hours ?? 0) * 3600 + (minutes ?? 0) * 60 + (seconds ?? 0);
};

/** A rate ffmpeg prints as `25 fps`, `29.97 tbr` or, from a thousand up, `1k fps`. */
function rate(text: string, unit: "fps" | "tbr"): number | undefined {
  const match = new RegExp(`, ([\\d.]+)(k?) ${unit}`).exec(text);
  if (!match) return undefined;
  return Number(match[1]) * (match[2] ? 1000 : 1);
}

function parseStream(line: string): MediaStream | undefined {
  const match = /Stream #0:(\d+)[^:]*: (Video|Audio|Subtitle): (\w+)(.*)$/.exec(line);
  if (!match) return undefined;
  const index = Number(match[1]);
  const codec = match[3]!;
  const rest = match[4]!;
  if (match[2] === "Video") {
    const size = /, (\d{1,6})x(\d{1,6})/.exec(rest);
    return {
      index,
      type: "video",
      codec,
      width: Number(size?.[1] ?? 0),
      height: Number(size?.[2] ?? 0),
      fps: rate(rest, "fps") ?? rate(rest, "tbr"),
    };
  }
  if (match[2] === "Audio") {
    const rate = /, (\d+) Hz/.exec(rest);
    const channels = /Hz, ([^,]+)/.exec(rest);
    return {
      index,
      type: "audio",
      codec,
      sampleRate: rate ? Number(rate[1]) : undefined,
      channels: channels?.[1]?.trim(),
    };
  }
  return { index, type: "subtitle", codec };
}

/** Reads ffmpeg's description of its first input: the lines before the stream mapping. */
export function parseProbeLog(log: string): Omit<VideoProbe, "durationSeconds"> & {
  durationSeconds: number | undefined;
} {
  const input = log.split(/\n(?=Stream mapping:|Output #0)/)[0] ?? "";
  const format = /Input #0, (.+?), from /.exec(input)?.[1];
  if (!format) throw new Error("ffmpeg did not recognise the file as media");
  const duration = /Duration: (\d+:\d+:[\d.]+)/.exec(input)?.[1];
  const streams = input
    .split("\n")
    .map(parseStream)
    .filter((stream): stream is MediaStream => stream !== undefined);
  return {
    format,
    durationSeconds: duration ? clockSeconds(duration) : undefined,
    streams,
    video: streams.find((s): s is VideoStream => s.type === "video"),
    audio: streams.find((s): s is AudioStream => s.type === "audio"),
  };
}

/**
 * What a media file holds, read by ffmpeg itself (ffprobe is not always installed: the npm
 * package ships ffmpeg alone). When the container states no duration (a live-recorded WebM),
 * the file is decoded to measure it. With `limits`, a video over them throws `VideoTooLarge`
 * as soon as the probe has read its streams, before anything decodes the file: the probe
 * itself decodes at most a frame of each stream, on one thread, under ffmpeg's memory cap.
 */
export async function probeMedia(
  file: string,
  signal?: AbortSignal,
  limits?: VideoLimits,
): Promise<VideoProbe> {
  const log = await runFfmpeg({
    args: ["-i", file, "-t", "0", "-f", "null", "-"],
    logLevel: "info",
    signal,
    limits: { ...ffmpegLimits(), threads: 1 },
  });
  const probe = parseProbeLog(log);
  if (limits) {
    const videos = probe.streams.filter((stream): stream is VideoStream => stream.type === "video");
    if (videos.some((stream) => stream.width === 0 || stream.height === 0)) {
      throw new VideoTooLarge("ffmpeg could not tell the size of the video's frames");
    }
    checkVideoStreams(videos, limits);
    if (probe.durationSeconds !== undefined) checkVideoLength(probe.durationSeconds, limits);
  }
  let durationSeconds = probe.durationSeconds;
  if (durationSeconds === undefined) {
    durationSeconds = 0;
    // Past the longest video allowed there is nothing more to learn.
    const upTo = limits ? ["-t", String(limits.maxSeconds + 1)] : [];
    await runFfmpeg({
      args: ["-i", file, ...upTo, "-f", "null", "-"],
      signal,
      onProgress: (progress) => {
        durationSeconds = Math.max(durationSeconds ?? 0, progress.outSeconds);
      },
    });
  }
  if (limits) checkVideoLength(durationSeconds, limits);
  return { ...probe, durationSeconds };
}
