import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzleNodePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Logger } from "pino";
import { findBundledPostgres } from "./bundled-postgres";
import { acquireDataDirLock } from "./data-dir-lock";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { purgeDeletedRows } from "./purge-deleted";
import * as accountData from "./schema/account-data";
import * as admin from "./schema/admin";
import * as auth from "./schema/auth";
import * as documents from "./schema/documents";
import * as media from "./schema/media";
import * as models from "./schema/models";
import * as toolResults from "./schema/tool-results";
import * as usage from "./schema/usage";
import * as workbench from "./schema/workbench";

export const schema = {
  ...auth,
  ...workbench,
  ...accountData,
  ...media,
  ...toolResults,
  ...usage,
  ...documents,
  ...admin,
  ...models,
};
export type Schema = typeof schema;
/** Column names in the database: the schema's camelCase keys in snake_case. */
export const dbCasing = "snake_case";
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type SqlResult = { rows: Record<string, unknown>[] };
/**
 * Plain SQL on the database's own connection(s), for libraries that bring their SQL (the job
 * queue): with values, one statement with `$1`... parameters; without, a script of statements.
 */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<SqlResult>;

export type Database = {
  db: Db;
  /** "embedded-postgres": the bundled PostgreSQL server that Bismo starts in DATA_DIR */
  engine: "pglite" | "postgres" | "embedded-postgres";
  /** A postgres:// URL more connections can be opened with (other processes, a job queue); not for PGlite. */
  url?: string;
  executeSql: ExecuteSql;
  /**
   * Makes rows just deleted from `tables` unreadable in the database's files (an account's
   * deletion, decision 0027): rewrites those tables with their indexes and statistics, and on
   * the embedded database (PostgreSQL or PGlite) also drops the write-ahead log that held the
   * rows. On an operator's PostgreSQL (DATABASE_URL) the tables are rewritten too; its log,
   * archives and replicas are the operator's, and a checkpoint is asked for where the role may.
   */
  purgeDeleted: (tables: readonly string[]) => Promise<void>;
  close: () => Promise<void>;
};

type DriverClient = { query(text: string, values?: unknown[]): Promise<SqlResult> };

/**
 * Plain SQL on the same connection and transaction as `dbOrTx` (the database, or drizzle's `tx`
 * inside `db.transaction`), through the driver's own client. Not through drizzle's `sql`: it
 * numbers every `$n` anew, and pg-boss's SQL uses one parameter twice with different casts,
 * which must stay one parameter. Both drivers (a PGlite transaction, a pg pool client) keep
 * their client in the session drizzle gives every database and transaction.
 */
export function driverSql(dbOrTx: Pick<Db, "execute">): ExecuteSql {
  const { client } = (dbOrTx as unknown as { session: { client: DriverClient } }).session;
  return (text, values) => client.query(text, values);
}

/** Where drizzle-kit writes migrations; the same files serve both engines. */
export const migrationsFolder = path.join(findProjectRoot(), "src/server/platform/db/migrations");

/**
 * `migrations`: another folder of migrations to apply instead of the app's (a restore applies
 * the backup's own first, then the rest: see platform/backup/migrations-up-to.ts).
 */
export type DatabaseOptions =
  /** The default with no DATABASE_URL: see openEmbeddedDatabase. */
  | { kind: "embedded"; dataDir: string; logger: Logger; migrations?: string }
  | {
      kind: "postgres";
      migrations?: string;
      url: string /** tests isolate themselves in their own schema */;
      schemaName?: string;
      /** The embedded PostgreSQL Bismo runs: its WAL is Bismo's to drop (purge-deleted.ts). */
      ownServer?: boolean;
    }
  /** template: a dump of a database to start from (tests start from a migrated one) */
  | { kind: "memory"; template?: Blob };

/**
 * Connections each app process pools. Four keep 200 streaming chats' statements flowing (five a
 * message) within the rounds' noise of five (and five of ten), and each connection is a
 * PostgreSQL process of about 20 MB RSS (decision 0010).
 */
export const poolSize = 4;

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "embedded") return openEmbeddedDatabase(options);
  if (options.kind === "postgres") {
    const { schemaName } = options;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: poolSize,
      options: schemaName ? `-c search_path=${schemaName}` : undefined,
    });
    try {
      if (schemaName) await pool.query(`create schema if not exists "${schemaName}"`);
      const db = drizzleNodePg(pool, { schema, casing: dbCasing });
      await migratePostgres(pool, db, schemaName, options.migrations);
      return {
        db,
        engine: "postgres",
        url: options.url,
        executeSql: (text, values) => pool.query(text, values),
        purgeDeleted: (tables) =>
          purgeDeletedRows(
            async (work) => {
              const client = await pool.connect();
              try {
                await work((text) => client.query(text));
              } finally {
                client.release();
              }
            },
            tables,
            { ownServer: options.ownServer ?? false },
          ),
        close: () => pool.end(),
      };
    } catch (error) {
      await pool.end();
      throw error;
    }
  }

  return openPglite({ template: options.template });
}

/**
 * PGlite keeps PostgreSQL's 128 MB of shared buffers inside its WebAssembly memory, which
 * never shrinks; 16 MB serve a small site (decision 0010) and take 150 MB off a server's RSS.
 */
const pgliteSettings = ["-c", "shared_buffers=16MB", "-c", "wal_buffers=1MB"];

/**
 * PGlite is one connection: `query` runs a single statement with parameters, `exec` a script.
 * A script that fails inside its own BEGIN would leave that one connection in an aborted
 * transaction for every later query, so it is rolled back here.
 */
async function pgliteSql(client: PGlite, text: string, values?: unknown[]): Promise<SqlResult> {
  if (values?.length) return client.query<Record<string, unknown>>(text, values);
  try {
    const results = await client.exec(text);
    return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
  } catch (error) {
    if (client.isInTransaction()) await client.exec("ROLLBACK");
    throw error;
  }
}

/**
 * PGlite in `dataDir`, or in memory from a template. Loaded only here: a server on PostgreSQL
 * does without its modules (about 16 MB).
 */
async function openPglite(
  source: ({ dataDir: string } | { template?: Blob }) & { migrations?: string },
): Promise<Database> {
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const startParams = [...PGlite.defaultStartParams, ...pgliteSettings];
  const client =
    "dataDir" in source
      ? new PGlite(source.dataDir, { startParams })
      : new PGlite({ loadDataDir: source.template, startParams });
  try {
    const db = drizzlePglite(client, { schema, casing: dbCasing });
    await migratePglite(db, { migrationsFolder: source.migrations ?? migrationsFolder });
    // PGlite is one process: its checkpoints run in this session (purge-deleted.ts).
    await client.exec("set wal_recycle = off");
    const executeSql: ExecuteSql = (text, values) => pgliteSql(client, text, values);
    return {
      db,
      engine: "pglite",
      executeSql,
      // One connection: PGlite has no other.
      purgeDeleted: (tables) =>
        purgeDeletedRows((work) => work(executeSql), tables, { ownServer: true }),
      close: () => client.close(),
    };
  } catch (error) {
    await client.close();
    throw error;
  }
}

/**
 * The embedded database in DATA_DIR, guarded by the data-folder lock: the bundled PostgreSQL
 * (decision 0010), or PGlite where that cannot run or where a folder made by an earlier
 * Bismo already holds a PGlite database (`DATA_DIR/db`), which stays on PGlite.
 */
async function openEmbeddedDatabase({
  dataDir,
  logger,
  migrations,
}: {
  dataDir: string;
  logger: Logger;
  migrations?: string;
}): Promise<Database> {
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    const bundled = fs.existsSync(path.join(dataDir, "db", "PG_VERSION"))
      ? { unavailable: `${path.join(dataDir, "db")} holds a PGlite database` }
      : findBundledPostgres(dataDir);
    if ("unavailable" in bundled) {
      logger.info(`Embedded database: PGlite, because ${bundled.unavailable}`);
      const dbDir = path.join(dataDir, "db");
      fs.mkdirSync(dbDir, { recursive: true });
      const database = await openPglite({ dataDir: dbDir, migrations });
      return { ...database, close: () => database.close().finally(releaseLock) };
    }
    const server = await startEmbeddedPostgres(bundled, dataDir, logger);
    try {
      const database = await openDatabase({
        kind: "postgres",
        url: server.url,
        ownServer: true,
        migrations,
      });
      return {
        ...database,
        engine: "embedded-postgres",
        close: () => database.close().finally(() => server.stop().finally(releaseLock)),
      };
    } catch (error) {
      await server.stop();
      throw error;
    }
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * Several instances may start at once on one server: an advisory lock lets one apply the
 * migrations while the others wait, then find nothing left to do.
 */
async function migratePostgres(
  pool: pg.Pool,
  db: NodePgDatabase<Schema>,
  schemaName: string | undefined,
  migrations = migrationsFolder,
) {
  const lock = await pool.connect();
  try {
    await lock.query("select pg_advisory_lock(hashtext($1))", [`bismo-migrate:${schemaName}`]);
    const folder = schemaName ? migrationsInSchema(schemaName, migrations) : migrations;
    try {
      await migrateNodePg(db, {
        migrationsFolder: folder,
        migrationsSchema: schemaName,
      });
    } finally {
      if (folder !== migrations) fs.rmSync(folder, { recursive: true, force: true });
    }
  } finally {
    await lock.query("select pg_advisory_unlock_all()").catch(() => {});
    lock.release();
  }
}

/**
 * drizzle-kit writes foreign keys as `REFERENCES "public"."user"`, which in a test's own
 * schema points at a table that is not there: a copy of the migrations names that schema.
 */
function migrationsInSchema(schemaName: string, source: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-migrations-"));
  fs.cpSync(source, folder, { recursive: true });
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith(".sql"))) {
    const sqlText = fs.readFileSync(path.join(folder, file), "utf8");
    fs.writeFileSync(path.join(folder, file), sqlText.replaceAll('"public".', `"${schemaName}".`));
  }
  return folder;
}

function findProjectRoot(): string {
  let dir = import.meta.dirname;
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("Cannot find the project root (package.json)");
    dir = parent;
  }
  return dir;
}
