import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import PgBoss from "pg-boss";
import type { TestProject } from "vitest/node";
import { migrationsFolder } from "@/server/platform/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** a dump of an empty, migrated PGlite database; absent when tests run on PostgreSQL */
    pgliteTemplate?: string;
  }
}

/**
 * Vitest global setup: creating a PGlite database runs initdb, 3-4 s here, while loading a dump
 * takes about 1 s. So the migrated database is made once per run, and every test's database
 * starts from its dump.
 */
export default async function setup({ provide }: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder });
  // The job queue's tables too, as pg-boss makes them on its first start.
  await client.exec(PgBoss.getConstructionPlans("pgboss"));
  const dump = await client.dumpDataDir("none");
  await client.close();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-pglite-template-"));
  const file = path.join(folder, "template.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  provide("pgliteTemplate", file);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
