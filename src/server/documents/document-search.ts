import type { Logger } from "pino";
import { createEmbedder, type Embedder } from "@/server/ai/embedding-models";
import type { Db } from "@/server/db/client";
import type { Env } from "@/server/env";
import { enableVectorSearch, type VectorSearch } from "./vector-search";

/** How Ask My PDF searches: full-text always; vectors when both an embedder and pgvector exist. */
export type DocumentSearch = { embedder: Embedder | null; vector: VectorSearch | null };

/** Made once at start-up (main.ts; tests' apps): the embedder, and pgvector if it can be had. */
export async function openDocumentSearch(
  db: Db,
  env: Env,
  logger: Pick<Logger, "info" | "warn">,
): Promise<DocumentSearch> {
  const embedder = createEmbedder(env);
  const vector = await enableVectorSearch(db, embedder, logger);
  return { embedder: vector ? embedder : null, vector };
}
