/** The most of an error body kept: providers' error texts are a few hundred characters. */
const maxErrorBody = 4000;

/**
 * A provider answered with an error status. `status` feeds the one failure-reason mapping;
 * `body` is the provider's own answer (its error text), for the admin area's Test and for
 * telling a retired model apart (provider-refusal.ts), never for an end user's eyes.
 */
export class ProviderHttpError extends Error {
  constructor(
    readonly status: number,
    readonly provider: string,
    readonly body = "",
  ) {
    super(`${provider} answered HTTP ${status}`);
  }
}

export type ProviderCall = {
  /** Names the provider in errors (never the key or the body it answered). */
  provider: string;
  timeoutMs: number;
  /** Further attempts after the first, for rate limits, server errors and dropped connections. */
  maxRetries: number;
  signal?: AbortSignal;
};

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/** Retry-After in seconds (or an HTTP date), capped at 20 s; doubling from 0.5 s otherwise. */
function retryDelay(response: Response | undefined, attempt: number): number {
  const header = response?.headers.get("retry-after");
  if (header) {
    const seconds = Number(header);
    const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
    if (ms >= 0) return Math.min(ms, 20_000);
  }
  return 500 * 2 ** attempt;
}

/**
 * fetch with a timeout per attempt and bounded retries. Reads (GET) are retried on 429, 5xx and
 * network errors; a request that creates something (POST, PUT) only on 429 and on a connection
 * refused, where the provider cannot have acted on it, so nothing is submitted twice.
 */
export async function providerFetch(
  url: string,
  init: RequestInit,
  call: ProviderCall,
): Promise<Response> {
  const method = (init.method ?? "GET").toUpperCase();
  const idempotent = method === "GET" || method === "HEAD";
  for (let attempt = 0; ; attempt++) {
    call.signal?.throwIfAborted();
    const timeout = AbortSignal.timeout(call.timeoutMs);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
    let response: Response | undefined;
    let failure: unknown;
    try {
      response = await fetch(url, { ...init, signal });
    } catch (error) {
      failure = error;
    }
    const retryable = response
      ? response.status === 429 || (idempotent && response.status >= 500)
      : !call.signal?.aborted &&
        (idempotent || /ECONNREFUSED/.test(String((failure as { cause?: unknown })?.cause ?? "")));
    if (attempt < call.maxRetries && retryable) {
      await response?.body?.cancel();
      await sleep(retryDelay(response, attempt), call.signal);
      continue;
    }
    if (!response) throw failure;
    if (!response.ok) {
      const body = await response.text().catch(() => "");
      throw new ProviderHttpError(response.status, call.provider, body.slice(0, maxErrorBody));
    }
    return response;
  }
}

export async function providerJson(
  url: string,
  init: RequestInit,
  call: ProviderCall,
): Promise<unknown> {
  const response = await providerFetch(url, init, call);
  return response.json();
}

/** The URL is on `base`'s origin: only there may a provider's key be sent. */
export function sameOrigin(url: string, base: string): boolean {
  try {
    return new URL(url).origin === new URL(base).origin;
  } catch {
    return false;
  }
}
