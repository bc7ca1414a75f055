import fs from "node:fs";
import path from "node:path";
import type { TimeSpan } from "@/server/engines/media/audio-convert";
import { VideoTooLarge, videoLimits } from "@/server/engines/media/video-limits";
import { probeMedia, type VideoProbe } from "@/server/engines/media/video-probe";
import type { TranscriptionProvider } from "@/server/engines/providers/transcription-models";
import type { VideoMatting } from "@/server/engines/providers/video-matting";
import { transcribeAudio } from "@/server/engines/transcription/transcribe-audio";
import { toSrt, toVtt } from "@/server/engines/transcription/transcript-formats";
import type { VideoEditAction } from "@/shared/tools/video-editor-ai";
import { analyseVideo, noiseFloorDb, sceneCuts, type VideoAnalysis } from "./analysis";
import { colourFilter, planColourGrade } from "./colour";
import {
  type EditProgress,
  type EditStage,
  ffmpegFraction,
  progressReporter,
} from "./edit-progress";
import { renderCut, renderOutput, renderSound } from "./encode";
import { readIntent } from "./instructions";
import { isWholeClip, piecesDuration } from "./render-graph";
import {
  asConcatenated,
  cutsAfterKeeping,
  defaultHighlightSeconds,
  type Piece,
  planHighlights,
  planPieces,
} from "./timeline";

export type EditRequest = {
  /** The uploaded video, already checked to be one. */
  input: string;
  /** A folder of the caller's for the output and work files. */
  workDir: string;
  actions: readonly VideoEditAction[];
  instructions: string;
  transcription?: TranscriptionProvider;
  /** Charges the minutes Add Subtitles will transcribe, before the provider hears of them. */
  chargeTranscription?: (seconds: number) => Promise<void>;
  matting?: VideoMatting;
  onProgress?: (progress: EditProgress) => void;
  signal?: AbortSignal;
};

export type EditResult = {
  /** The edited video: MP4 (H.264/AAC), or WebM with transparency when the background went. */
  video: string;
  mimeType: "video/mp4" | "video/webm";
  subtitles: { srt: string; vtt: string; language: string | undefined } | undefined;
  probe: VideoProbe;
  /** What each action did, in the product's words. */
  notes: string[];
};

/** A missing capability the caller should have caught; the job fails with this reason. */
export class EditUnavailableError extends Error {}

const denoiseStrength = { light: 6, normal: 12, strong: 24 } as const;

/**
 * Edits a video with the chosen actions, in this order whatever order they were chosen in:
 * Cut Highlights, Remove Background, Noise Reduction, Color Correction, Add Transitions, Add
 * Subtitles (cutting first leaves less to do; subtitles last are timed on the output).
 */
export async function editVideo(request: EditRequest): Promise<EditResult> {
  const chosen = new Set(request.actions);
  const wants = (action: VideoEditAction) => chosen.has(action);
  const intent = readIntent(request.instructions);
  const notes: string[] = [];
  const { signal, workDir } = request;

  if (wants("Add Subtitles") && !request.transcription) {
    throw new EditUnavailableError("Add Subtitles needs a transcription provider");
  }
  if (wants("Remove Background") && !request.matting) {
    throw new EditUnavailableError("Remove Background needs a video matting provider");
  }

  // Over the video limits it stops here (VideoTooLarge), before ffmpeg decodes the picture.
  const source = await probeMedia(request.input, signal, videoLimits);
  if (!source.video) throw new EditUnavailableError("The file has no video stream");
  const hasAudio = source.audio !== undefined;
  const duration = source.durationSeconds;

  const videoAnalysis =
    wants("Cut Highlights") || wants("Add Transitions") || wants("Color Correction");
  const audioAnalysis = hasAudio && (wants("Cut Highlights") || wants("Noise Reduction"));
  const needsAnalysis = videoAnalysis || audioAnalysis;
  const cutting = wants("Cut Highlights");
  const matting = wants("Remove Background");
  const subtitling = wants("Add Subtitles") && hasAudio;
  const stages: EditStage[] = [
    ...(needsAnalysis ? (["analysing"] as const) : []),
    ...(matting && cutting ? (["cutting"] as const) : []),
    ...(matting ? (["removing-background"] as const) : []),
    ...(hasAudio ? (["audio"] as const) : []),
    ...(subtitling ? (["transcribing"] as const) : []),
    "rendering" as const,
  ];
  const report = progressReporter(stages, request.onProgress);

  let analysis: VideoAnalysis = { frames: [], loudness: [] };
  if (needsAnalysis) {
    analysis = await analyseVideo(request.input, {
      video: videoAnalysis,
      audio: audioAnalysis,
      signal,
      onProgress: ffmpegFraction(duration, (f) => report("analysing", f)),
    });
  }
  const cuts = sceneCuts(analysis.frames);

  let kept: TimeSpan[] = [{ start: 0, end: duration }];
  if (cutting) {
    const target = intent.targetSeconds ?? defaultHighlightSeconds(duration);
    kept = planHighlights({
      duration,
      cuts,
      frames: analysis.frames,
      loudness: analysis.loudness,
      targetSeconds: target,
    });
    const keptSeconds = kept.reduce((sum, span) => sum + span.end - span.start, 0);
    notes.push(
      keptSeconds >= duration - 0.01
        ? `Cut Highlights: the clip is already ${Math.round(duration)} s, within the ${Math.round(target)} s asked for`
        : `Cut Highlights: kept ${kept.length} highlight${kept.length === 1 ? "" : "s"}, ${Math.round(keptSeconds)} s of ${Math.round(duration)} s`,
    );
  }

  // The video the final render reads, and the pieces of it that make the output.
  let videoInput = request.input;
  let audioInput = request.input;
  let pieces: Piece[] = planPieces(kept, cuts, wants("Add Transitions"));
  if (matting) {
    let toMatte = request.input;
    if (cutting && pieces.length > 0) {
      toMatte = path.join(workDir, "highlights.mp4");
      const plain = kept.map((span) => ({ ...span, fadeIn: 0, fadeOut: 0 }));
      await renderCut({
        file: request.input,
        pieces: plain,
        duration,
        hasAudio,
        output: toMatte,
        signal,
        onProgress: ffmpegFraction(piecesDuration(plain), (f) => report("cutting", f)),
      });
      pieces = planPieces(
        asConcatenated(kept),
        cutsAfterKeeping(kept, cuts),
        wants("Add Transitions"),
      );
    }
    videoInput = await request.matting!(toMatte, {
      signal,
      onProgress: (f) => report("removing-background", f),
    });
    // The provider's video is checked as an upload is, before ffmpeg decodes it.
    await probeMedia(videoInput, signal, videoLimits).catch((error: unknown) => {
      if (!(error instanceof VideoTooLarge)) throw error;
      throw new EditUnavailableError(
        `The background removal answered a video Bismo does not work with: ${error.message}`,
      );
    });
    audioInput = toMatte;
    notes.push("Remove Background: the background is transparent (WebM with an alpha channel)");
  }
  const inputDuration = matting ? piecesDuration(pieces) : duration;
  const outputDuration = piecesDuration(pieces);
  if (wants("Add Transitions")) {
    const scenes = pieces.length - 1;
    notes.push(
      `Add Transitions: fades at both ends and at ${scenes} scene change${scenes === 1 ? "" : "s"}`,
    );
  }

  let audioFile: string | undefined;
  if (hasAudio) {
    audioFile = path.join(workDir, "audio.flac");
    const cleanUp = wants("Noise Reduction")
      ? [
          "highpass=f=70",
          `afftdn=nr=${denoiseStrength[intent.denoise]}:nf=${(noiseFloorDb(analysis.loudness) ?? -40).toFixed(1)}`,
        ]
      : [];
    await renderSound({
      file: audioInput,
      pieces,
      duration: inputDuration,
      filters: cleanUp,
      output: audioFile,
      signal,
      onProgress: ffmpegFraction(outputDuration, (f) => report("audio", f)),
    });
    if (wants("Noise Reduction"))
      notes.push(`Noise Reduction: ${intent.denoise} hiss and hum removal on the sound`);
  } else if (wants("Noise Reduction") || wants("Add Subtitles")) {
    notes.push("The video has no sound: Noise Reduction and Add Subtitles had nothing to work on");
  }

  let subtitles: EditResult["subtitles"];
  if (subtitling && audioFile && request.transcription) {
    const transcript = await transcribeAudio(
      request.transcription,
      await fs.promises.readFile(audioFile),
      {
        language: undefined,
        speakers: false,
        punctuate: true,
        signal,
        onDuration: request.chargeTranscription,
        onProgress: ({ stage, fraction }) =>
          report("transcribing", stage === "preparing" ? 0 : fraction),
      },
    );
    subtitles = {
      srt: toSrt(transcript.segments),
      vtt: toVtt(transcript.segments),
      language: transcript.language,
    };
    await fs.promises.writeFile(path.join(workDir, "subtitles.srt"), subtitles.srt);
    notes.push(
      `Add Subtitles: ${transcript.segments.length} caption${transcript.segments.length === 1 ? "" : "s"}, ${intent.subtitles === "soft" ? "as a subtitle track" : "burned into the picture"}`,
    );
  }

  const videoFilters: string[] = [];
  if (wants("Color Correction")) {
    videoFilters.push(colourFilter(planColourGrade(analysis.frames, intent.colour)));
    notes.push("Color Correction: levels, mid-tones and saturation balanced");
  }
  const burn = subtitles && intent.subtitles === "burned";
  if (burn) {
    videoFilters.push(
      `subtitles=filename=${path.join(workDir, "subtitles.srt")}:force_style='FontSize=18\\,Outline=1\\,MarginV=18'`,
    );
  }
  const transparent = matting;
  const output = path.join(workDir, transparent ? "edited.webm" : "edited.mp4");
  const softTrack = subtitles && intent.subtitles === "soft";
  // Only the sound or a subtitle track changed: the H.264 picture is copied, not re-encoded.
  const copyPicture =
    !transparent &&
    videoFilters.length === 0 &&
    isWholeClip(pieces, inputDuration) &&
    source.video.codec === "h264";
  await renderOutput({
    video: videoInput,
    sound: audioFile,
    subtitleTrack: softTrack ? path.join(workDir, "subtitles.srt") : undefined,
    pieces,
    duration: inputDuration,
    filters: videoFilters,
    transparent,
    copyPicture,
    output,
    signal,
    onProgress: ffmpegFraction(outputDuration, (f) => report("rendering", f)),
  });
  report("rendering", 1);
  return {
    video: output,
    mimeType: transparent ? "video/webm" : "video/mp4",
    subtitles,
    probe: await probeMedia(output, signal),
    notes,
  };
}
