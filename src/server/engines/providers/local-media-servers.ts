import { z } from "zod";
import type { Env } from "@/server/platform/env";
import type { ListedModel, ListRequest } from "./model-lists";
import { ProviderHttpError, providerJson } from "./provider-http";

export type MediaServerKind = "speech" | "transcription" | "image";

/**
 * The servers of the operator's own that speak OpenAI's API for one kind of media each: speech
 * (Kokoro-FastAPI, openedai-speech: `POST /v1/audio/speech`), transcription (speaches, the
 * former faster-whisper-server: `POST /v1/audio/transcriptions`) and images (LocalAI: `POST
 * /v1/images/generations`). Each is switched on by its base URL (the `/v1` one); the key is
 * optional. One server may serve all three (LocalAI does).
 */
export const mediaServers = [
  {
    id: "speech-server",
    name: "Speech server",
    kind: "speech",
    baseUrlSetting: "OPENAI_COMPATIBLE_SPEECH_BASE_URL",
    keySetting: "OPENAI_COMPATIBLE_SPEECH_API_KEY",
  },
  {
    id: "transcription-server",
    name: "Transcription server",
    kind: "transcription",
    baseUrlSetting: "OPENAI_COMPATIBLE_TRANSCRIPTION_BASE_URL",
    keySetting: "OPENAI_COMPATIBLE_TRANSCRIPTION_API_KEY",
  },
  {
    id: "image-server",
    name: "Image server",
    kind: "image",
    baseUrlSetting: "OPENAI_COMPATIBLE_IMAGE_BASE_URL",
    keySetting: "OPENAI_COMPATIBLE_IMAGE_API_KEY",
  },
] as const satisfies readonly {
  id: string;
  name: string;
  kind: MediaServerKind;
  baseUrlSetting: keyof Env;
  keySetting: keyof Env;
}[];

export type MediaServer = (typeof mediaServers)[number];
export type MediaServerId = MediaServer["id"];

/**
 * The options of an AI SDK OpenAI client for the server. @ai-sdk/openai always sends a bearer
 * token and reads OPENAI_API_KEY from the process when given none, so a server without a key
 * gets an empty one (never OpenAI's), and a fetch that leaves the empty header out.
 */
export function mediaServerClient(baseUrl: string | undefined, apiKey: string | undefined) {
  return {
    baseURL: (baseUrl ?? "").replace(/\/+$/, ""),
    apiKey: apiKey ?? "",
    fetch: apiKey ? undefined : withoutEmptyBearer,
  };
}

const withoutEmptyBearer: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  if (/^Bearer\s*$/.test(headers.get("authorization") ?? "")) headers.delete("authorization");
  return fetch(input, { ...init, headers });
};

/** LocalAI's usecase names in `GET /v1/models/capabilities` (core/config/model_capabilities.go). */
const localAIUsecase: Record<MediaServerKind, string> = {
  speech: "tts",
  transcription: "transcript",
  image: "image",
};

/** speaches' `task` of each model in `GET /v1/models` (src/speaches/api_types.py `ModelTask`). */
const speachesTask: Record<MediaServerKind, RegExp | undefined> = {
  speech: /^text-to-speech$/,
  transcription: /^automatic-speech-recognition$/,
  image: undefined,
};

const capabilityList = z.object({
  data: z.array(z.object({ id: z.string().min(1), capabilities: z.array(z.string()).nullish() })),
});
const modelList = z.object({
  data: z.array(z.object({ id: z.string().min(1), task: z.string().nullish() })),
});

/** A refusal that says "no such list here" (not a wrong key, not a server fault). */
const notHere = (error: unknown) =>
  error instanceof z.ZodError ||
  (error instanceof ProviderHttpError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 403, 429].includes(error.status));

/**
 * The server's models of `kind`. LocalAI says what each model does (`GET /v1/models/capabilities`,
 * its extension of the list); the others answer that path 404 and their `GET /v1/models` is
 * read: speaches names each model's `task`, and a server without tasks (Kokoro-FastAPI lists its
 * speech models, `tts-1`, `kokoro`...) serves the one kind it is set up for.
 */
export async function listMediaServer(
  { base, headers, call }: ListRequest,
  kind: MediaServerKind,
): Promise<ListedModel[]> {
  const root = base.replace(/\/+$/, "");
  try {
    const body = capabilityList.parse(
      await providerJson(`${root}/models/capabilities`, { headers }, call),
    );
    return body.data
      .filter((entry) => entry.capabilities?.includes(localAIUsecase[kind]))
      .map((entry) => ({ id: entry.id, kind }));
  } catch (error) {
    if (!notHere(error)) throw error;
  }
  const body = modelList.parse(await providerJson(`${root}/models`, { headers }, call));
  return body.data
    .filter((entry) => !entry.task || Boolean(speachesTask[kind]?.test(entry.task)))
    .map((entry) => ({ id: entry.id, kind }));
}
