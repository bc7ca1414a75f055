import { z } from "zod";
import {
  transcribeAudio,
  transcriptionMinutes,
} from "@/server/engines/transcription/transcribe-audio";
import { formatTranscript } from "@/server/engines/transcription/transcript-formats";
import { mediaFileStore } from "@/server/features/files/media-file-store";
import { defineJob } from "@/server/features/jobs/define-job";
import { JobFailure, providerCallFailure } from "@/server/features/jobs/job-failure";
import {
  transcriptionProviderNames,
  transcriptionRequestSchema,
  transcriptionResultSchema,
} from "@/shared/tools/speech-to-text";
import type { JobHandlerDeps } from "../panel-tool";
import { chooseProvider } from "./providers";

/** What the route queues: the request and the stored audio it is about. */
export const transcriptionJobInputSchema = transcriptionRequestSchema.extend({
  fileId: z.string(),
});

/**
 * The worker side of speech-to-text: reads the user's stored audio, transcribes it (cut at
 * pauses and stitched when longer than the provider takes) and writes the chosen format.
 */
export function speechToTextJob({ db, storage, ai }: JobHandlerDeps) {
  const transcriptionProviders = ai.transcription;
  const contract = defineJob({
    input: transcriptionJobInputSchema,
    result: transcriptionResultSchema,
  });
  return contract(async ({ userId, input: request, signal, progress, charge }) => {
    const providers = await transcriptionProviders();
    const provider = chooseProvider(providers, request);
    const row = await mediaFileStore(db, userId).get(request.fileId);
    const audio = row ? await storage.read(row.storageKey) : null;
    if (!row || !audio)
      throw new JobFailure("The audio is gone (deleted or expired). Upload it again.", {
        userCaused: true,
      });
    const name = transcriptionProviderNames[provider.id];
    await progress({ percent: 2, stage: "Preparing the audio" });
    let reported = 2;
    const transcript = await transcribeAudio(provider, audio, {
      language: request.language === "auto" ? undefined : request.language,
      speakers: request.options.speakers,
      punctuate: request.options.punctuate,
      signal,
      onDuration: (seconds) =>
        charge([{ kind: "transcription", amount: transcriptionMinutes(seconds) }]),
      onProgress: ({ stage, fraction }) => {
        const percent = stage === "preparing" ? 2 : Math.round(5 + fraction * 90);
        if (percent === reported) return;
        reported = percent;
        void progress({
          percent,
          stage: stage === "preparing" ? "Preparing the audio" : `Transcribing with ${name}`,
        });
      },
    }).catch((error: unknown) => {
      throw providerCallFailure(error, { cancelled: signal.aborted });
    });
    return {
      text: transcript.text,
      duration: Math.round(transcript.durationSeconds * 100) / 100,
      language: transcript.language ?? null,
      confidence:
        transcript.confidence === undefined
          ? null
          : Math.round(transcript.confidence * 1000) / 1000,
      segments: transcript.segments,
      output: formatTranscript(transcript, request.format, {
        timestamps: request.options.timestamps,
      }),
      format: request.format,
      provider: provider.id,
      chunks: transcript.chunks,
      audioUrl: `/api/files/${row.id}`,
    };
  });
}
