import fs from "node:fs";
import PgBoss from "pg-boss";
import type { TestProject } from "vitest/node";
import { makeDataDir, openServerDatabase } from "./data-dir";

declare module "vitest" {
  export interface ProvidedContext {
    /** a data folder whose embedded database is created and migrated, to copy from */
    dataDirTemplate: string;
  }
}

/**
 * Vitest global setup for the browser tests: a server on an empty data folder spends about 5 s
 * creating its database. The folder is made once per run, and each test server gets a copy.
 * start.e2e.ts still starts from nothing, as a new user does.
 */
export default async function setup({ provide }: TestProject) {
  const folder = makeDataDir("bismo-e2e-template-");
  const database = await openServerDatabase(folder);
  // The job queue's tables as well, as pg-boss makes them on a server's first start.
  await database.executeSql(PgBoss.getConstructionPlans("pgboss"));
  await database.close();
  provide("dataDirTemplate", folder);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
