import { APICallError } from "ai";
import { z } from "zod";
import type { PcmAudio } from "@/server/engines/media/wav";
import type { Env } from "@/server/platform/env";
import { createElevenLabsEngine } from "./speech-models";

type CloningEnv = Pick<
  Env,
  "ELEVENLABS_API_KEY" | "ELEVENLABS_BASE_URL" | "AI_TIMEOUT_MS" | "AI_MAX_RETRIES"
>;

export type VoiceSample = { bytes: Uint8Array; fileName: string; mimeType: string };

export type VoiceCloning = {
  /** Instant voice cloning from one or more samples; answers the provider's voice id. */
  addVoice(request: {
    name: string;
    samples: VoiceSample[];
    description?: string;
  }): Promise<string>;
  /** Removes the voice at the provider; a voice already gone there counts as removed. */
  deleteVoice(voiceId: string): Promise<void>;
  /** Speech in a cloned voice with the multilingual model, which speaks the text's language. */
  speak(request: {
    voiceId: string;
    text: string;
    stability: number;
    signal?: AbortSignal;
  }): Promise<PcmAudio>;
};

const addVoiceResponse = z.object({ voice_id: z.string().min(1) });

/**
 * ElevenLabs' voice API (`POST /v1/voices/add`, `DELETE /v1/voices/:id`) over REST: the AI SDK
 * has no voice management. Speech itself goes through the AI SDK's ElevenLabs provider.
 */
export async function createVoiceCloning(env: CloningEnv): Promise<VoiceCloning | undefined> {
  const apiKey = env.ELEVENLABS_API_KEY;
  if (!apiKey) return undefined;
  const base = (env.ELEVENLABS_BASE_URL ?? "https://api.elevenlabs.io").replace(/\/+$/, "");
  const speech = await createElevenLabsEngine(env);

  async function call(method: string, path: string, body?: FormData): Promise<Response> {
    const url = `${base}${path}`;
    const response = await fetch(url, {
      method,
      headers: { "xi-api-key": apiKey! },
      body,
      signal: AbortSignal.timeout(env.AI_TIMEOUT_MS),
    });
    if (!response.ok && response.status !== 404) {
      throw new APICallError({
        message: `ElevenLabs answered ${response.status}`,
        url,
        requestBodyValues: {},
        statusCode: response.status,
        responseBody: await response.text(),
      });
    }
    return response;
  }

  return {
    async addVoice({ name, samples, description }) {
      const form = new FormData();
      form.append("name", name);
      if (description) form.append("description", description);
      for (const sample of samples) {
        form.append(
          "files",
          new Blob([new Uint8Array(sample.bytes)], { type: sample.mimeType }),
          sample.fileName,
        );
      }
      const response = await call("POST", "/v1/voices/add", form);
      if (response.status === 404) {
        throw new APICallError({
          message: "ElevenLabs has no voice-cloning endpoint at this address",
          url: `${base}/v1/voices/add`,
          requestBodyValues: {},
          statusCode: 404,
        });
      }
      return addVoiceResponse.parse(await response.json()).voice_id;
    },
    async deleteVoice(voiceId) {
      await call("DELETE", `/v1/voices/${encodeURIComponent(voiceId)}`);
    },
    speak: ({ voiceId, text, stability, signal }) =>
      speech.speak({ text, voice: voiceId, speed: 1, stability, signal }),
  };
}
