import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "@/server/platform/db/client";

/**
 * PGlite in memory by default, started from the run's migrated template (see
 * pglite-template.ts); with TEST_DATABASE_URL, a fresh schema on that PostgreSQL server,
 * dropped on close. The same tests run on both engines.
 */
export async function openTestDatabase(): Promise<Database & { queueSchema?: string }> {
  const url = testDatabaseUrl();
  if (!url) return openDatabase({ kind: "memory", template: pgliteTemplate() });
  const schemaName = `test_${crypto.randomBytes(6).toString("hex")}`;
  const database = await openDatabase({ kind: "postgres", url, schemaName });
  return {
    ...database,
    // pg-boss keeps its tables in a schema of its own: one per test database as well.
    queueSchema: `${schemaName}_jobs`,
    close: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists "${schemaName}" cascade`);
      await client.query(`drop schema if exists "${schemaName}_jobs" cascade`);
      await client.end();
    },
  };
}

let template: Blob | undefined;
/** The template's dump, read once per test file however many databases the file opens. */
function pgliteTemplate(): Blob | undefined {
  const file = inject("pgliteTemplate");
  if (file && !template) template = new Blob([fs.readFileSync(file)]);
  return template;
}

/** The PostgreSQL server the database suite runs on (`npm run test:db`), if any. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}
