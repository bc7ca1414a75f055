import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { acquireDataDirLock } from "./data-dir-lock";
import * as accountData from "./schema/account-data";
import * as auth from "./schema/auth";
import * as workbench from "./schema/workbench";

export const schema = { ...auth, ...workbench, ...accountData };
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  engine: "pglite" | "postgres";
  close: () => Promise<void>;
};

/** Where drizzle-kit writes migrations; the same files serve both engines. */
export const migrationsFolder = path.join(findProjectRoot(), "src/server/db/migrations");

export type DatabaseOptions =
  | {
      kind: "postgres";
      url: string /** tests isolate themselves in their own schema */;
      schemaName?: string;
    }
  | { kind: "pglite"; dataDir: string }
  /** template: a dump of a database to start from (tests start from a migrated one) */
  | { kind: "memory"; template?: Blob };

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "postgres") {
    const { schemaName } = options;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      options: schemaName ? `-c search_path=${schemaName}` : undefined,
    });
    if (schemaName) await pool.query(`create schema if not exists "${schemaName}"`);
    const db = drizzleNodePg(pool, { schema, casing: "snake_case" });
    const folder = schemaName ? migrationsInSchema(schemaName) : migrationsFolder;
    try {
      await migrateNodePg(db, { migrationsFolder: folder, migrationsSchema: schemaName });
    } finally {
      if (folder !== migrationsFolder) fs.rmSync(folder, { recursive: true, force: true });
    }
    return { db, engine: "postgres", close: () => pool.end() };
  }

  let releaseLock = () => {};
  let client: PGlite;
  if (options.kind === "pglite") {
    const dbDir = path.join(options.dataDir, "db");
    fs.mkdirSync(dbDir, { recursive: true });
    releaseLock = acquireDataDirLock(options.dataDir);
    client = new PGlite(dbDir);
  } else {
    client = new PGlite({ loadDataDir: options.template });
  }
  try {
    const db = drizzlePglite(client, { schema, casing: "snake_case" });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      engine: "pglite",
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * drizzle-kit writes foreign keys as `REFERENCES "public"."user"`, which in a test's own
 * schema points at a table that is not there: a copy of the migrations names that schema.
 */
function migrationsInSchema(schemaName: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-migrations-"));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
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
