/**
 * What Bismo knows of models beyond what a provider's list says: how to name an id that came
 * without a name, which ids are one family (so a retired id finds its successor), and which of a
 * provider's models to offer first. Never which models exist: that is the provider's list.
 */

/** Words in an id that say how it is served, not what it is. */
const servingWords = new Set(["latest", "preview", "exp", "experimental", "beta", "alpha"]);

/** `-2024-08-06`, `-20250929`, Mistral's `-2512` (year and month): a dated snapshot. */
const snapshotSuffix = /-(\d{4}-\d{2}-\d{2}|\d{8}|\d{4})$/;
const versionToken = /^v?\d+(\.\d+)*[a-z]?$/;

/** The id without OpenRouter's `maker/` and Ollama's `:tag`. */
export const bareId = (id: string) =>
  id
    .toLowerCase()
    .replace(/^[\w.-]+\//, "")
    .replace(/:[\w.-]+$/, "");

export const isSnapshot = (id: string) => snapshotSuffix.test(bareId(id));
export const isServingAlias = (id: string) => /-latest$/.test(bareId(id));

/**
 * The family an id belongs to, its words without versions, dates and serving words:
 * `gpt-5-mini` and `gpt-4o-mini` are `gpt-mini`, `claude-3-5-sonnet` and `claude-sonnet-4-5`
 * are `claude-sonnet`, `gemini-1.5-pro` and `gemini-pro-latest` are `gemini-pro`.
 */
export function familyOf(id: string): string {
  return bareId(id)
    .replace(snapshotSuffix, "")
    .split("-")
    .filter((word) => word && !versionToken.test(word) && !servingWords.has(word))
    .join("-");
}

/** The version numbers in an id, in order (`gpt-6.1-sol` is [6, 1]), to sort newest first. */
export function versionOf(id: string): number[] {
  const bare = bareId(id).replace(snapshotSuffix, "");
  return [...bare.matchAll(/(?:^|[-v])(\d+(?:\.\d+)*)(?=[a-z]?(?:-|$))/g)].flatMap((match) =>
    (match[1] ?? "").split(".").map(Number),
  );
}

function compareVersions(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (b[i] ?? -1) - (a[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Each provider's models in the order Bismo offers them: the first tier a model matches ranks
 * it; within a tier the newest version comes first, a plain id before its dated snapshot.
 * OpenRouter's ids are ranked by their maker's tiers, makers in this order.
 */
const tiers: Record<string, RegExp[]> = {
  openai: [
    /^gpt-\d+(\.\d+)?-sol/,
    /^gpt-\d+(\.\d+)?o?$/,
    /^gpt-\d+(\.\d+)?-terra/,
    /^gpt-\d+(\.\d+)?o?-mini$/,
    /^o\d/,
    /^gpt-\d+(\.\d+)?-nano/,
    /^gpt-image/,
    /^dall-e/,
    /^gpt-.*-tts/,
    /^tts-1-hd/,
    /^tts-1/,
    /^gpt-.*-transcribe$/,
    /^whisper/,
    /^text-embedding-3-small/,
    /^text-embedding/,
    /^sora-\d+$/,
  ],
  anthropic: [/sonnet/, /opus/, /haiku/],
  google: [
    /^gemini-[\d.]+-pro/,
    /^gemini-pro/,
    /^gemini-[\d.]+-flash(?!-lite)/,
    /^gemini-flash(?!-lite)/,
    /flash-lite/,
    /^gemini-[\d.]+-(flash|pro)-image/,
    /^gemini-embedding/,
    /^veo-[\d.]+-generate/,
    /^veo-[\d.]+-fast/,
    /^gemma/,
  ],
  deepseek: [/^deepseek-flash$/, /flash/, /pro/],
  mistral: [
    /^mistral-large/,
    /^mistral-medium/,
    /^codestral/,
    /^devstral/,
    /^magistral-medium/,
    /^mistral-small/,
    /^pixtral/,
    /^ministral/,
    /^mistral-embed/,
  ],
  elevenlabs: [/multilingual_v2/, /flash/, /turbo/],
  groq: [/whisper-large-v3-turbo/, /whisper/],
};
const openRouterMakers = ["openai", "anthropic", "google", "deepseek", "mistralai"];
const makerProvider: Record<string, string> = { mistralai: "mistral" };

/** Sort key of a model within its provider: [maker rank, tier rank], then its version. */
function rankOf(provider: string, id: string): number[] {
  let tierProvider = provider;
  let makerRank = 0;
  if (provider === "openrouter") {
    const maker = id.split("/")[0] ?? "";
    const index = openRouterMakers.indexOf(maker);
    makerRank = index < 0 ? openRouterMakers.length : index;
    tierProvider = makerProvider[maker] ?? maker;
  }
  const list = tiers[tierProvider] ?? [];
  const plain = bareId(id).replace(snapshotSuffix, "");
  const index = list.findIndex((tier) => tier.test(plain));
  return [makerRank, index < 0 ? list.length : index];
}

/** Orders one provider's models as Bismo offers them (see `tiers`). */
export function preferenceOrder<T extends { id: string }>(provider: string, models: T[]): T[] {
  return [...models].sort((a, b) => {
    const rank = compareVersions(rankOf(provider, b.id), rankOf(provider, a.id));
    if (rank !== 0) return rank;
    const version = compareVersions(versionOf(a.id), versionOf(b.id));
    if (version !== 0) return version;
    const snapshot = Number(isSnapshot(a.id)) - Number(isSnapshot(b.id));
    return snapshot !== 0 ? snapshot : a.id.localeCompare(b.id);
  });
}

/**
 * Whether a model is offered until an admin says otherwise: the newest of each family is, an
 * older version, a dated snapshot or a `-latest` alias beside a named version is not (the
 * provider still serves them; an admin can switch them on). OpenRouter lists hundreds: only the
 * newest families of the makers Bismo also reaches directly are on at first.
 */
export function offeredAtFirst(provider: string, id: string, siblings: readonly string[]): boolean {
  if (provider === "openrouter" && !openRouterMakers.includes(id.split("/")[0] ?? "")) return false;
  const family = familyOf(id);
  const kin = siblings.filter((other) => other !== id && familyOf(other) === family);
  const plain = (other: string) => !isSnapshot(other) && !isServingAlias(other);
  if (isSnapshot(id) && kin.some((other) => !isSnapshot(other))) return false;
  if (isServingAlias(id) && kin.some(plain)) return false;
  const version = versionOf(id);
  return !kin.some((other) => plain(other) && compareVersions(versionOf(other), version) < 0);
}

const brands: Record<string, string> = {
  gpt: "GPT",
  deepseek: "DeepSeek",
  tts: "TTS",
  dall: "DALL·E",
  llama: "Llama",
  qwen: "Qwen",
  hd: "HD",
};

/**
 * A name for an id its provider listed without one: `gpt-5.1` is GPT-5.1, `gpt-6.1-sol` GPT-6.1
 * Sol, `gpt-5-mini` GPT-5 mini, `codestral-latest` Codestral, `dall-e-3` DALL·E 3.
 */
export function displayNameOf(id: string): string {
  const words = bareId(id).replace(snapshotSuffix, "").split("-").filter(Boolean);
  if (words[0] === "dall" && words[1] === "e") words.splice(0, 2, "dall");
  const named = words
    .filter((word) => word !== "latest")
    .map((word, index) => {
      if (brands[word]) return brands[word];
      if (word === "mini" || word === "nano") return word;
      if (versionToken.test(word) && index > 0) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    });
  // GPT-5.1 and TTS-1: a brand written with its version, as its maker writes it.
  const [first, second, ...rest] = named;
  if ((first === "GPT" || first === "TTS") && second && versionToken.test(second)) {
    return [`${first}-${second}`, ...rest].join(" ");
  }
  return named.join(" ") || id;
}

/** Words of the small, cheap tiers: what a provider's Test calls, to spend as little as it can. */
const smallWords = /(nano|mini|lite|flash|haiku|small|ministral|tiny|turbo)/;

/** The cheapest-looking of `ids`: the lowest price when the provider says it, else a small tier. */
export function cheapestOf(models: { id: string; price?: number }[]): string | undefined {
  const priced = models.filter((model) => model.price !== undefined);
  if (priced.length > 0) {
    return priced.reduce((best, model) => ((model.price ?? 0) < (best.price ?? 0) ? model : best))
      .id;
  }
  return (models.find((model) => smallWords.test(bareId(model.id))) ?? models[0])?.id;
}

/** The provider an id that was never listed looks like it is from, by its maker's prefixes. */
export function providerOfId(id: string): string | undefined {
  const bare = id.toLowerCase();
  if (bare.includes("/")) return "openrouter";
  if (/^(gpt-|o\d|chatgpt-|dall-e|sora-|tts-|whisper|text-embedding)/.test(bare)) return "openai";
  if (/^claude/.test(bare)) return "anthropic";
  if (/^(gemini|gemma|veo-|imagen)/.test(bare)) return "google";
  if (/^deepseek/.test(bare)) return "deepseek";
  if (/^(mistral|codestral|devstral|magistral|ministral|pixtral|voxtral)/.test(bare))
    return "mistral";
  return undefined;
}
