import fs from "node:fs";
import path from "node:path";
import { FfmpegError, withTempDir } from "@/server/engines/media/ffmpeg";
import { VideoTooLarge } from "@/server/engines/media/video-limits";
import { falVideoMatting, MattingFailedError } from "@/server/engines/providers/video-matting";
import { transcriptionMinutes } from "@/server/engines/transcription/transcribe-audio";
import type { EditStage } from "@/server/engines/video-editing/edit-progress";
import { EditUnavailableError, editVideo } from "@/server/engines/video-editing/edit-video";
import { mediaFileStore } from "@/server/features/files/media-file-store";
import { defineJob } from "@/server/features/jobs/define-job";
import { JobFailure } from "@/server/features/jobs/job-failure";
import type { ProgressUpdate } from "@/server/features/jobs/job-runner";
import { fetchProviderOutput } from "@/server/features/jobs/provider-ticket";
import { createGuardedFetch } from "@/server/platform/net/guarded-fetch";
import { videoEditRequestSchema, videoEditResultSchema } from "@/shared/tools/video-editor-ai";
import type { JobHandlerDeps } from "../panel-tool";

const stageWords: Record<EditStage, string> = {
  analysing: "Finding scenes and loud moments",
  cutting: "Cutting the highlights",
  "removing-background": "Removing the background",
  audio: "Cleaning up the sound",
  transcribing: "Transcribing the speech for subtitles",
  rendering: "Rendering the edited video",
};

/** Progress from ffmpeg arrives several times a second; the row is written at most this often. */
const progressEveryMs = 700;

/**
 * The worker side of video-editor-ai: copies the user's clip to a work folder, runs the chosen
 * actions with ffmpeg (src/server/engines/video-editing), reporting ffmpeg's own progress, and stores
 * the edited video; the subtitles stay in the result for their .srt and .vtt downloads.
 */
export function videoEditorAiJob({ env, db, storage, ai }: JobHandlerDeps) {
  const providers = async () => ({
    transcription: (await ai.transcription())[0],
    fal: await ai.fal(),
  });
  const guardedFetch = createGuardedFetch({
    maxBytes: env.DOWNLOAD_MAX_BYTES,
    timeoutMs: env.DOWNLOAD_TIMEOUT_MS,
    allowedHosts: env.DOWNLOAD_ALLOWED_HOSTS,
  });
  const contract = defineJob({ input: videoEditRequestSchema, result: videoEditResultSchema });
  return contract(async ({ jobId, userId, input: request, signal, progress, saveFile, charge }) => {
    const { transcription, fal } = await providers();
    const row = await mediaFileStore(db, userId).get(request.videoUrl.slice("/api/files/".length));
    const bytes = row ? await storage.read(row.storageKey) : null;
    if (!row || !bytes) {
      throw new JobFailure("The uploaded video is gone (deleted or expired). Upload it again.", {
        userCaused: true,
      });
    }
    const matting = fal
      ? falVideoMatting(
          fal,
          (output, outputSignal) =>
            fetchProviderOutput(fal, output, guardedFetch, outputSignal ?? signal),
          env.PROVIDER_POLL_MS,
        )
      : undefined;

    let last = 0;
    let writing: Promise<void> = Promise.resolve();
    const report = (update: ProgressUpdate, force = false) => {
      const now = Date.now();
      if (!force && now - last < progressEveryMs) return;
      last = now;
      writing = writing.then(() => progress(update)).catch(() => undefined);
    };

    return withTempDir(async (workDir) => {
      const original = path.join(workDir, "original");
      await fs.promises.writeFile(original, bytes);
      report({ percent: 1, stage: "Reading the video" }, true);
      const edited = await editVideo({
        input: original,
        workDir,
        actions: request.actions,
        instructions: request.instructions,
        transcription,
        chargeTranscription: (seconds) =>
          charge([{ kind: "transcription", amount: transcriptionMinutes(seconds) }]),
        matting,
        signal,
        onProgress: ({ stage, fraction }) =>
          report({ percent: Math.min(97, Math.round(fraction * 97)), stage: stageWords[stage] }),
      }).catch((error: unknown) => {
        if (signal.aborted) throw error;
        if (error instanceof EditUnavailableError || error instanceof MattingFailedError) {
          throw new JobFailure(`${error.message}.`);
        }
        if (error instanceof VideoTooLarge) {
          throw new JobFailure(`This video cannot be edited: ${error.message}.`, {
            userCaused: true,
          });
        }
        if (error instanceof FfmpegError && error.outOfMemory) {
          throw new JobFailure(
            `This video cannot be edited: ${error.message}. Try a shorter or smaller video.`,
            { userCaused: true },
          );
        }
        if (error instanceof FfmpegError) {
          throw new JobFailure(
            "ffmpeg could not edit this video: the file may be damaged or in a format it cannot read.",
          );
        }
        throw error;
      });
      await writing;
      await progress({ percent: 98, stage: "Saving the edited video" });
      const stem = row.name.replace(/\.[^.]*$/, "");
      const saved = await saveFile({
        name: `${stem}-edited${edited.mimeType === "video/webm" ? ".webm" : ".mp4"}`,
        body: fs.createReadStream(edited.video),
        kinds: ["video"],
      });
      const subtitlesBase = `/api/video-editor-ai/jobs/${jobId}/subtitles`;
      return {
        originalUrl: request.videoUrl,
        editedUrl: `/api/files/${saved.id}`,
        editedFileId: saved.id,
        mimeType: edited.mimeType,
        durationSeconds: Math.round(edited.probe.durationSeconds * 10) / 10,
        actions: request.actions,
        notes: edited.notes,
        subtitles: edited.subtitles
          ? {
              srtUrl: `${subtitlesBase}/srt`,
              vttUrl: `${subtitlesBase}/vtt`,
              srt: edited.subtitles.srt,
              vtt: edited.subtitles.vtt,
            }
          : null,
      };
    });
  });
}
