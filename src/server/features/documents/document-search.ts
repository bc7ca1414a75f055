import type { Logger } from "pino";
import type { Ai } from "@/server/engines/providers/ai";
import { type Embedder, embeddingKeySetting } from "@/server/engines/providers/embedding-models";
import type { Env } from "@/server/platform/env";

/**
 * How Ask My PDF searches: full-text always; vectors too when an embedding model is chosen
 * (EMBEDDING_MODEL, or in the admin area's Models) and its provider's key is set (in the
 * environment or the admin area, so it may come later), or, unchosen, when a local Ollama has
 * pulled one (decision 0035).
 */
export type DocumentSearch = { embedder: () => Promise<Embedder | null> };

/** Made once at start-up (main.ts; tests' apps); the log says which search runs. */
export function openDocumentSearch(
  env: Env,
  ai: Pick<Ai, "embedder">,
  logger: Pick<Logger, "info">,
): DocumentSearch {
  const setting = embeddingKeySetting(env);
  if (setting) {
    logger.info(
      { embeddingModel: env.EMBEDDING_MODEL },
      `Ask My PDF searches with full-text and vectors while ${setting} is set`,
    );
  } else {
    logger.info(
      "Ask My PDF searches with full-text search alone unless an embedding model is chosen in the admin area (or EMBEDDING_MODEL is set), or a local Ollama has pulled one",
    );
  }
  return { embedder: ai.embedder };
}

export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** The vector scaled to length 1, so cosine similarity is a dot product; [] for a zero vector. */
export function unitVector(values: readonly number[]): number[] {
  const length = Math.hypot(...values);
  return length > 0 ? values.map((value) => value / length) : [];
}

/** PostgreSQL's text form of a `real[]`. */
export function realArrayLiteral(values: readonly number[]): string {
  return `{${values.join(",")}}`;
}
