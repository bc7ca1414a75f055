import { runFfmpeg } from "./ffmpeg";

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

function parseStream(line: string): MediaStream | undefined {
  const match = /Stream #0:(\d+)[^:]*: (Video|Audio|Subtitle): (\w+)(.*)$/.exec(line);
  if (!match) return undefined;
  const index = Number(match[1]);
  const codec = match[3]!;
  const rest = match[4]!;
  if (match[2] === "Video") {
    const size = /, (\d{2,5})x(\d{2,5})/.exec(rest);
    const fps = /, ([\d.]+) fps/.exec(rest);
    return {
      index,
      type: "video",
      codec,
      width: Number(size?.[1] ?? 0),
      height: Number(size?.[2] ?? 0),
      fps: fps ? Number(fps[1]) : undefined,
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
 * the file is decoded to measure it.
 */
export async function probeMedia(file: string, signal?: AbortSignal): Promise<VideoProbe> {
  const log = await runFfmpeg({
    args: ["-i", file, "-t", "0", "-f", "null", "-"],
    logLevel: "info",
    signal,
  });
  const probe = parseProbeLog(log);
  let durationSeconds = probe.durationSeconds;
  if (durationSeconds === undefined) {
    durationSeconds = 0;
    await runFfmpeg({
      args: ["-i", file, "-f", "null", "-"],
      signal,
      onProgress: (progress) => {
        durationSeconds = Math.max(durationSeconds ?? 0, progress.outSeconds);
      },
    });
  }
  return { ...probe, durationSeconds };
}
