import { runFfmpeg } from "@/server/engines/media/ffmpeg";
import type { FfmpegProgress } from "@/server/engines/media/ffmpeg-progress";
import { piecesGraph } from "./render-graph";
import type { Piece } from "./timeline";

type Run = { signal?: AbortSignal; onProgress?: (progress: FfmpegProgress) => void };

const h264 = (crf: number) => [
  "-c:v",
  "libx264",
  "-preset",
  "veryfast",
  "-crf",
  String(crf),
  "-pix_fmt",
  "yuv420p",
];

/** VP9 keeps the alpha channel a matting model leaves (yuva420p); realtime settings for speed. */
const vp9Alpha = [
  "-c:v",
  "libvpx-vp9",
  "-pix_fmt",
  "yuva420p",
  "-b:v",
  "0",
  "-crf",
  "34",
  "-deadline",
  "realtime",
  "-cpu-used",
  "8",
  "-row-mt",
  "1",
];

/** The kept pieces joined, picture and sound, as a plain MP4 (what the matting model receives). */
export function renderCut(
  input: {
    file: string;
    pieces: Piece[];
    duration: number;
    hasAudio: boolean;
    output: string;
  } & Run,
): Promise<string> {
  const { file, pieces, duration, hasAudio, output } = input;
  return runFfmpeg({
    args: [
      "-i",
      file,
      "-filter_complex",
      [
        piecesGraph({ stream: "v", pieces, duration, after: [], label: "v" }),
        ...(hasAudio
          ? [piecesGraph({ stream: "a", pieces, duration, after: [], label: "a" })]
          : []),
      ].join(";"),
      "-map",
      "[v]",
      ...(hasAudio ? ["-map", "[a]", "-c:a", "aac"] : []),
      ...h264(18),
      output,
    ],
    signal: input.signal,
    onProgress: input.onProgress,
  });
}

/** The output's sound alone, as FLAC: pieces, fades and clean-up filters applied. */
export function renderSound(
  input: {
    file: string;
    pieces: Piece[];
    duration: number;
    filters: string[];
    output: string;
  } & Run,
): Promise<string> {
  return runFfmpeg({
    args: [
      "-i",
      input.file,
      "-filter_complex",
      piecesGraph({
        stream: "a",
        pieces: input.pieces,
        duration: input.duration,
        after: input.filters,
        label: "a",
      }),
      "-map",
      "[a]",
      "-c:a",
      "flac",
      input.output,
    ],
    signal: input.signal,
    onProgress: input.onProgress,
  });
}

/**
 * The final file: the picture (pieces and filters, or copied untouched when `copyPicture`),
 * the rendered sound, and a subtitle track when given. MP4 (H.264/AAC), or WebM (VP9 with
 * alpha, Opus) when `transparent`.
 */
export function renderOutput(
  input: {
    video: string;
    sound: string | undefined;
    subtitleTrack: string | undefined;
    pieces: Piece[];
    duration: number;
    filters: string[];
    transparent: boolean;
    copyPicture: boolean;
    output: string;
  } & Run,
): Promise<string> {
  const { sound, subtitleTrack, transparent, copyPicture } = input;
  const picture = copyPicture
    ? ["-map", "0:v:0", "-c:v", "copy"]
    : [
        "-filter_complex",
        piecesGraph({
          stream: "v",
          pieces: input.pieces,
          duration: input.duration,
          after: input.filters,
          label: "v",
        }),
        "-map",
        "[v]",
        ...(transparent ? vp9Alpha : h264(21)),
      ];
  const soundArgs = sound
    ? [
        "-map",
        "1:a",
        ...(transparent ? ["-c:a", "libopus", "-b:a", "96k"] : ["-c:a", "aac", "-b:a", "128k"]),
      ]
    : [];
  const subtitleArgs = subtitleTrack
    ? ["-map", `${sound ? 2 : 1}:s`, "-c:s", transparent ? "webvtt" : "mov_text"]
    : [];
  return runFfmpeg({
    args: [
      // ffmpeg's own VP9 decoder drops a WebM's alpha: libvpx-vp9 reads it, named before -i.
      ...(transparent ? ["-c:v", "libvpx-vp9"] : []),
      "-i",
      input.video,
      ...(sound ? ["-i", sound] : []),
      ...(subtitleTrack ? ["-i", subtitleTrack] : []),
      ...picture,
      ...soundArgs,
      ...subtitleArgs,
      ...(transparent ? [] : ["-movflags", "+faststart"]),
      input.output,
    ],
    signal: input.signal,
    onProgress: input.onProgress,
  });
}
