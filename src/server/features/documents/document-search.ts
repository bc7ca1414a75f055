import type { Logger } from "pino";
import {
  createEmbedder,
  type Embedder,
  embeddingKeySetting,
} from "@/server/engines/providers/embedding-models";
import type { ProviderSettings } from "@/server/engines/providers/provider-settings";
import type { Env } from "@/server/platform/env";

/**
 * How Ask My PDF searches: full-text always; vectors too when an embedding model is configured
 * and its provider's key is set (in the environment or the admin area, so it may come later).
 */
export type DocumentSearch = { embedder: () => Promise<Embedder | null> };

/** Made once at start-up (main.ts; tests' apps); the log says which search runs. */
export function openDocumentSearch(
  env: Env,
  providerSettings: Pick<ProviderSettings, "derive">,
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
      "Ask My PDF searches with full-text search alone; set EMBEDDING_MODEL to add vector search",
    );
  }
  return { embedder: providerSettings.derive(createEmbedder) };
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
