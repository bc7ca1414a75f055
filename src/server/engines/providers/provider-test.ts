import { generateText } from "ai";
import type { Env } from "@/server/platform/env";
import type { ProviderTestResult } from "@/shared/model-admin";
import type { ProviderId } from "@/shared/models";
import type { ModelDirectory } from "./model-directory";
import type { RefreshOutcome } from "./model-discovery";
import { cheapestOf } from "./model-knowledge";
import type { ModelSource } from "./model-sources";
import { type ProviderCall, providerFetch } from "./provider-http";
import { providerRefusal } from "./provider-refusal";
import type { providerFactories } from "./providers";

type Factories = Awaited<ReturnType<typeof providerFactories>>;

/** What a provider said when a call failed, in its own words (the admin is its operator). */
function said(source: ModelSource, error: unknown): string {
  const refusal = providerRefusal(error);
  if (refusal) return `${source.name} answered HTTP ${refusal.status}: ${refusal.message}`;
  return `${source.name} could not be reached: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * The cheapest authenticated call of a provider that has no chat model to ask: one that reads
 * (or, for fal, only opens an upload) and costs nothing.
 */
function accountCall(
  source: ModelSource,
  env: Env,
): { what: string; url: string; init: RequestInit } | undefined {
  const trim = (url: string) => url.replace(/\/+$/, "");
  switch (source.id) {
    // Deepgram's Management API: GET /v1/projects (developers.deepgram.com/reference).
    case "deepgram":
      return {
        what: "its projects read",
        url: `${trim(env.DEEPGRAM_BASE_URL ?? "https://api.deepgram.com")}/v1/projects`,
        init: { headers: { authorization: `Token ${env.DEEPGRAM_API_KEY}` } },
      };
    // AssemblyAI: GET /v2/transcript?limit=1 lists the account's transcripts.
    case "assemblyai":
      return {
        what: "its transcripts listed",
        url: `${trim(env.ASSEMBLYAI_BASE_URL ?? "https://api.assemblyai.com")}/v2/transcript?limit=1`,
        init: { headers: { authorization: env.ASSEMBLYAI_API_KEY ?? "" } },
      };
    // Replicate: GET /v1/account (replicate-javascript `accounts.current`).
    case "replicate":
      return {
        what: "its account read",
        url: `${trim(env.REPLICATE_BASE_URL ?? "https://api.replicate.com/v1")}/account`,
        init: { headers: { authorization: `Bearer ${env.REPLICATE_API_TOKEN}` } },
      };
    // fal: opening an upload (fal-js storage.ts `initiateUpload`) checks the key, uploads nothing.
    case "fal":
      return {
        what: "an upload opened (nothing uploaded)",
        url: `${trim(env.FAL_STORAGE_BASE_URL ?? "https://rest.fal.ai")}/storage/upload/initiate?storage_type=fal-cdn-v3`,
        init: {
          method: "POST",
          headers: { authorization: `Key ${env.FAL_KEY}`, "content-type": "application/json" },
          body: JSON.stringify({ content_type: "text/plain", file_name: "bismo-test.txt" }),
        },
      };
    default:
      return undefined;
  }
}

/**
 * The admin area's Test: the provider's list read again, then its cheapest real call (a chat of
 * a few tokens with its cheapest chat model, or an account read), the provider's words on failure.
 */
export async function testProvider(options: {
  source: ModelSource;
  env: Env;
  listed: RefreshOutcome;
  directory: ModelDirectory;
  factories: Factories;
}): Promise<ProviderTestResult> {
  const { source, env, listed, directory } = options;
  const models = listed.ok ? listed.models : null;
  if (!listed.ok) return { ok: false, models, call: null, error: listed.error };
  const call: ProviderCall = { provider: source.name, timeoutMs: env.AI_TIMEOUT_MS, maxRetries: 0 };
  const factory = options.factories[source.id as ProviderId];
  if (factory) {
    const chat = directory.all.filter(
      (model) => model.provider === source.id && model.kind === "chat" && model.listed,
    );
    const id = cheapestOf(chat.map((model) => ({ id: model.id, price: model.info.price })));
    if (!id) return { ok: false, models, call: null, error: `${source.name} lists no chat model.` };
    const what = `a chat of a few tokens with ${id}`;
    try {
      await generateText({
        model: factory(id),
        prompt: "Answer with the single word: ready",
        maxOutputTokens: 16,
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(env.AI_TIMEOUT_MS),
      });
      return { ok: true, models, call: what, error: null };
    } catch (error) {
      return { ok: false, models, call: what, error: said(source, error) };
    }
  }
  const account = accountCall(source, env);
  if (!account) return { ok: true, models, call: "its model list read", error: null };
  try {
    const response = await providerFetch(account.url, account.init, call);
    await response.body?.cancel();
    return { ok: true, models, call: account.what, error: null };
  } catch (error) {
    return { ok: false, models, call: account.what, error: said(source, error) };
  }
}
