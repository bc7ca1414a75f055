/** Timings of one streamed answer, as its caller sees them. */
export type StreamTiming = { ok: boolean; firstTokenMs: number; gapsMs: number[]; tokens: number };

/**
 * Reads an SSE response and timestamps each token: `isToken` recognises a token event in a
 * `data:` line (OpenAI chunks for the provider, `text-delta` chunks for Bismo).
 */
export async function timeStream(
  start: () => Promise<Response>,
  isToken: (data: string) => boolean,
): Promise<StreamTiming> {
  const started = performance.now();
  const stamps: number[] = [];
  try {
    const response = await start();
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      return { ok: false, firstTokenMs: 0, gapsMs: [], tokens: 0 };
    }
    const decoder = new TextDecoder();
    let buffered = "";
    let failed = false;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value: chunk } = await reader.read();
      if (done) break;
      const now = performance.now();
      buffered += decoder.decode(chunk, { stream: true });
      let end = buffered.indexOf("\n\n");
      while (end !== -1) {
        const event = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (event.startsWith("data: ")) {
          const data = event.slice(6);
          if (isToken(data)) stamps.push(now);
          else if (data.includes('"type":"error"')) failed = true;
        }
        end = buffered.indexOf("\n\n");
      }
    }
    const gapsMs = stamps.slice(1).map((stamp, index) => stamp - (stamps[index] ?? stamp));
    return {
      ok: !failed && stamps.length > 0,
      firstTokenMs: (stamps[0] ?? started) - started,
      gapsMs,
      tokens: stamps.length,
    };
  } catch {
    return { ok: false, firstTokenMs: 0, gapsMs: [], tokens: 0 };
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}
