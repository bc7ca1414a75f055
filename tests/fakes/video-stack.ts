import { startFakeFal } from "./fal";
import { startFakeReplicate, startFakeSora, startFakeVeo } from "./video-providers";

export type FakeVideoStack = Awaited<ReturnType<typeof startFakeVideoStack>>;

/**
 * Every video provider Bismo drives, faked on 127.0.0.1 (fal, Sora, Veo, Replicate), with the
 * settings that point a server at them and let it download their results.
 */
export async function startFakeVideoStack() {
  const [fal, sora, veo, replicate] = await Promise.all([
    startFakeFal(),
    startFakeSora(),
    startFakeVeo(),
    startFakeReplicate(),
  ]);
  const all = [fal, sora, veo, replicate];
  return {
    fal,
    sora,
    veo,
    replicate,
    env: (): Record<string, string> => ({
      FAL_KEY: "fal-test-key",
      FAL_QUEUE_BASE_URL: fal.url,
      FAL_STORAGE_BASE_URL: fal.url,
      OPENAI_API_KEY: "sk-test-openai",
      OPENAI_BASE_URL: `${sora.url}/v1`,
      GOOGLE_GENERATIVE_AI_API_KEY: "google-test-key",
      GOOGLE_BASE_URL: `${veo.url}/v1beta`,
      REPLICATE_API_TOKEN: "r8-test-token",
      REPLICATE_BASE_URL: `${replicate.url}/v1`,
      DOWNLOAD_ALLOWED_HOSTS: all.map((server) => server.url.replace("http://", "")).join(","),
      PROVIDER_POLL_MS: "20",
      AI_MAX_RETRIES: "0",
    }),
    /** Every fake back to its defaults: quick, succeeding, accepting submissions. */
    reset() {
      for (const server of all) {
        Object.assign(server.behaviour, {
          pollsUntilDone: 2,
          delayMs: 0,
          failJobs: false,
          rateLimitSubmissions: 0,
          ...("abortJobs" in server.behaviour ? { abortJobs: false } : {}),
          video: undefined,
        });
      }
    },
    close: () => Promise.all(all.map((server) => server.close())).then(() => undefined),
  };
}
