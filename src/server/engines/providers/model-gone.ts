import type { ProviderRefusal } from "./provider-refusal";

/** A provider's answer that the model asked for is not (or no longer) served. */
export type ModelGone = {
  /** The successor the provider named in its answer (Google does), when it named one. */
  replacement?: string;
};

type Rule = (refusal: ProviderRefusal) => boolean;

const has = (refusal: ProviderRefusal, code: string) => refusal.codes.includes(code);

/**
 * Each provider's own way of saying "no such model", as documented or, where marked, as its
 * clients' test suites record it: a status with a code or a message, never a status alone
 * (DeepSeek and Mistral answer 400, which also means a bad value).
 */
const rules: Record<string, Rule> = {
  // OpenAI's ErrorResponse (openai-openapi): 404 `model_not_found`, also for a shut-down model.
  openai: (r) => r.status === 404 && has(r, "model_not_found"),
  // Anthropic's errors page: 404 `not_found_error` ("model: x").
  anthropic: (r) => r.status === 404 && has(r, "not_found_error"),
  // Gemini API: 404 NOT_FOUND "models/x is not found for API version v1beta", or "This model
  // models/x is no longer available to new users. Please update your code to use models/y".
  google: (r) =>
    r.status === 404 && /models\/\S+ is not found|no longer available/i.test(r.message),
  // DeepSeek answers 400 "Model Not Exist" (its clients' test suites agree).
  deepseek: (r) => r.status === 400 && /model not exist/i.test(r.message),
  // Mistral: 400 `invalid_model` "Invalid model: x" on calls, 404 on GET /v1/models/{id}.
  mistral: (r) =>
    (r.status === 400 || r.status === 404) &&
    (has(r, "invalid_model") || /invalid model/i.test(r.message)),
  // OpenRouter: 400 "x is not a valid model ID".
  openrouter: (r) => r.status === 400 && /not a valid model id/i.test(r.message),
  // Ollama ("model 'x' not found, try pulling it first"), vLLM, LM Studio: 404 naming the model.
  ollama: (r) => r.status === 404 && /model/i.test(r.message),
  "openai-compatible": (r) => r.status === 404 && /model/i.test(r.message),
  // Kokoro-FastAPI: 400 "Unsupported model: x" (api/src/routers/openai_compatible.py).
  "speech-server": (r) =>
    (r.status === 404 && /model/i.test(r.message)) ||
    (r.status === 400 && /unsupported model/i.test(r.message)),
  // speaches: 404 "Model 'x' is not installed locally" (src/speaches/routers/utils.py).
  "transcription-server": (r) => r.status === 404 && /model/i.test(r.message),
  // LocalAI: 404 "model \"x\" not found" (core/http/middleware/request.go).
  "image-server": (r) => r.status === 404 && /model/i.test(r.message),
  // Replicate: 404 for an unknown model, 422 "Invalid version or not permitted".
  replicate: (r) => r.status === 404 || (r.status === 422 && /invalid version/i.test(r.message)),
  // fal: 404 `{detail}` for an endpoint that does not exist (any other 404 is on a request id).
  fal: (r) => r.status === 404 && /not found|does not exist|no such/i.test(r.message),
};

/** Whether `refusal` is `provider`'s answer that the model is gone, and what it named instead. */
export function modelGone(
  provider: string,
  refusal: ProviderRefusal | undefined,
): ModelGone | undefined {
  if (!refusal || !rules[provider]?.(refusal)) return undefined;
  const named = /use (?:models\/)?([\w.:-]+[\w])/i.exec(refusal.message)?.[1];
  return named ? { replacement: named } : {};
}
