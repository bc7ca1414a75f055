/**
 * A fetch that sends requests meant for a provider's fixed origin to `baseUrl` instead. The
 * ElevenLabs, Deepgram and AssemblyAI packages of the AI SDK hard-code their origin and take no
 * base-URL setting; this is how `*_BASE_URL` reaches them (proxies, regional endpoints, tests).
 */
export function rebasedFetch(
  origin: string,
  baseUrl: string | undefined,
): typeof fetch | undefined {
  if (!baseUrl) return undefined;
  const base = baseUrl.replace(/\/+$/, "");
  const rebase = (url: string) => (url.startsWith(origin) ? base + url.slice(origin.length) : url);
  return (input, init) => {
    if (input instanceof Request) return fetch(new Request(rebase(input.url), input), init);
    return fetch(rebase(input instanceof URL ? input.href : input), init);
  };
}
