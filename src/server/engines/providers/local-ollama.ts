import type { Env } from "@/server/platform/env";

/**
 * Where Ollama listens when nobody configured it: "Ollama binds 127.0.0.1 port 11434 by default"
 * (ollama/ollama docs/faq.mdx).
 */
export const ollamaDefaultUrl = "http://127.0.0.1:11434";

/** A local connection is refused at once; this bounds the wait on something else that hangs. */
const probeTimeoutMs = 1000;
/** How often the default address is asked again: an Ollama started (or stopped) later counts. */
const recheckMs = 60_000;

export type OllamaLocator = ReturnType<typeof createOllamaLocator>;

/**
 * Finds an Ollama on its default address when OLLAMA_BASE_URL is unset, as Open WebUI does:
 * `GET /api/version` answers `{"version": ...}` (ollama/ollama docs/api.md, "Version"). What
 * it finds is the settings' OLLAMA_BASE_URL from then on; an address where nothing answers is
 * simply not Ollama (nothing is logged). `OLLAMA_BASE_URL=off` asks nowhere; a `defaultUrl` of
 * null (the tests' apps) neither. The first look is awaited, later ones run in the background.
 */
export function createOllamaLocator(options: {
  defaultUrl: string | null;
  timeoutMs?: number;
  now?: () => number;
}) {
  const { defaultUrl } = options;
  const now = options.now ?? Date.now;
  let found = false;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let looking: Promise<void> | null = null;
  // The same settings object in gives the same one out: what is built from it is not rebuilt.
  const withDefault = new WeakMap<Env, Env>();
  const switchedOff = new WeakMap<Env, Env>();

  async function answers(url: string): Promise<boolean> {
    try {
      const response = await fetch(`${url}/api/version`, {
        signal: AbortSignal.timeout(options.timeoutMs ?? probeTimeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        return false;
      }
      const body = (await response.json()) as { version?: unknown } | null;
      return typeof body?.version === "string";
    } catch {
      return false;
    }
  }

  function look(url: string): Promise<void> {
    looking ??= answers(url)
      .then((answered) => {
        found = answered;
        checkedAt = now();
      })
      .finally(() => {
        looking = null;
      });
    return looking;
  }

  const remembered = (map: WeakMap<Env, Env>, config: Env, make: () => Env) => {
    let made = map.get(config);
    if (!made) {
      made = make();
      map.set(config, made);
    }
    return made;
  };

  return {
    /** `config` with OLLAMA_BASE_URL as it is in force: its own URL, the default one, or unset. */
    async resolve(config: Env): Promise<Env> {
      if (config.OLLAMA_BASE_URL === "off") {
        return remembered(switchedOff, config, () => ({ ...config, OLLAMA_BASE_URL: undefined }));
      }
      if (config.OLLAMA_BASE_URL || !defaultUrl) return config;
      if (checkedAt === Number.NEGATIVE_INFINITY) await look(defaultUrl);
      else if (now() - checkedAt > recheckMs) void look(defaultUrl);
      if (!found) return config;
      return remembered(withDefault, config, () => ({ ...config, OLLAMA_BASE_URL: defaultUrl }));
    },
    /** Settles when no look is under way (tests). */
    idle: async () => {
      await looking;
    },
  };
}
