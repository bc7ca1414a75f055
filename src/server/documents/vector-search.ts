import { type SQL, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Embedder } from "@/server/ai/embedding-models";
import type { Db } from "@/server/db/client";

/**
 * pgvector, where it can be had: the schema its type lives in, so queries name it whatever the
 * connection's search path (tests give each database a schema of its own).
 */
export type VectorSearch = { schema: string };

export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

async function extensionSchema(db: Db): Promise<string | undefined> {
  const [row] = rowsOf<{ schema: string }>(
    await db.execute(
      sql`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'vector'`,
    ),
  );
  return row?.schema;
}

/**
 * Turns vector search on when an embedding model is configured and the database has pgvector:
 * an extension already created is used; one that is only available is created (which needs the
 * right to); then `document_chunk` gets its `embedding` column. Anything missing leaves
 * Ask My PDF on full-text search alone, and the log says which part and how to add it.
 */
export async function enableVectorSearch(
  db: Db,
  embedder: Embedder | null,
  logger: Pick<Logger, "info" | "warn">,
): Promise<VectorSearch | null> {
  if (!embedder) return null;
  // Instances starting together (WEB_CONCURRENCY) take turns, as migrations do.
  const vector = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${vectorSetupLock})`);
    return setUp(tx as unknown as Db, logger);
  });
  if (vector)
    logger.info({ embeddingModel: embedder.id }, "Ask My PDF searches with full-text and vectors");
  return vector;
}

/** Any fixed number: the advisory lock's key for setting up vector search. */
const vectorSetupLock = 724_010_014;

async function setUp(db: Db, logger: Pick<Logger, "warn">): Promise<VectorSearch | null> {
  let schema = await extensionSchema(db);
  if (!schema) {
    const available = rowsOf(
      await db.execute(sql`select 1 from pg_available_extensions where name = 'vector'`),
    );
    if (available.length === 0) {
      logger.warn(
        `EMBEDDING_MODEL is set, but this database has no pgvector extension: Ask My PDF searches with full-text search only. The embedded PostgreSQL does not include it; set DATABASE_URL to a PostgreSQL server with pgvector installed (e.g. Debian's postgresql-<version>-pgvector) to add vector search.`,
      );
      return null;
    }
    try {
      await db.execute(sql`savepoint vector_extension`);
      await db.execute(sql`create extension if not exists vector`);
    } catch (error) {
      await db.execute(sql`rollback to savepoint vector_extension`);
      logger.warn(
        { err: error },
        `EMBEDDING_MODEL is set and pgvector is installed, but Bismo's database user may not create the extension: Ask My PDF searches with full-text search only. Run "CREATE EXTENSION vector;" once as a superuser to add vector search.`,
      );
      return null;
    }
    schema = await extensionSchema(db);
    if (!schema) return null;
  }
  await db.execute(
    sql`alter table document_chunk add column if not exists embedding ${vectorType({ schema })}`,
  );
  return { schema };
}

/** The `vector` type, named with its schema. */
export function vectorType(vector: VectorSearch): SQL {
  return sql`${sql.identifier(vector.schema)}.vector`;
}

/** Cosine distance between two vectors (pgvector's `<=>`), named with its schema. */
export function cosineDistance(vector: VectorSearch, left: SQL, right: SQL): SQL {
  return sql`${left} operator(${sql.identifier(vector.schema)}.<=>) ${right}`;
}

/** pgvector's text form of a vector. */
export function vectorLiteral(values: readonly number[]): string {
  return `[${values.join(",")}]`;
}
