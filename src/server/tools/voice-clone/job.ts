import { encodeSpeech, speechFormatFiles } from "@/server/engines/media/audio-convert";
import { durationSeconds } from "@/server/engines/media/wav";
import { defineJob } from "@/server/features/jobs/define-job";
import { JobFailure, providerCallFailure } from "@/server/features/jobs/job-failure";
import {
  voiceCloneRequestSchema,
  voiceCloneResultSchema,
  voiceCloneSetting,
} from "@/shared/tools/voice-clone";
import type { JobHandlerDeps } from "../panel-tool";
import { voiceStore } from "./voice-store";

/**
 * The worker side of voice-clone: speaks the text in the owner's cloned voice with
 * ElevenLabs' multilingual model (which speaks the text's own language) and stores the MP3.
 */
export function voiceCloneJob({ db, ai }: JobHandlerDeps) {
  const voiceCloning = ai.voiceCloning;
  const contract = defineJob({ input: voiceCloneRequestSchema, result: voiceCloneResultSchema });
  return contract(async ({ userId, input: request, signal, progress, saveFile }) => {
    const cloning = await voiceCloning();
    if (!cloning) {
      throw new JobFailure(`Voice cloning is not set up on this server: set ${voiceCloneSetting}.`);
    }
    const voice = await voiceStore(db, userId).get(request.voiceId);
    if (!voice)
      throw new JobFailure("That cloned voice was deleted. Choose another one.", {
        userCaused: true,
      });
    await progress({ percent: 10, stage: `Speaking as ${voice.name}`, estimatedSeconds: 10 });
    const audio = await cloning
      .speak({
        voiceId: voice.providerVoiceId,
        text: request.text,
        stability: request.stability,
        signal,
      })
      .catch((error: unknown) => {
        throw providerCallFailure(error, { cancelled: signal.aborted });
      });
    await progress({ percent: 90, stage: "Saving the audio" });
    const file = await saveFile({
      name: `${voice.name}.${speechFormatFiles.mp3.extension}`,
      body: await encodeSpeech(audio, "mp3"),
      kinds: ["audio"],
    });
    return {
      status: "completed",
      language: request.language,
      audioUrl: `/api/files/${file.id}`,
      fileId: file.id,
      voiceName: voice.name,
      durationSeconds: Math.round(durationSeconds(audio) * 100) / 100,
    };
  });
}
