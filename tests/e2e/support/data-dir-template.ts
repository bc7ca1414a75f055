import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "@/server/db/client";

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
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-e2e-template-"));
  const database = await openDatabase({ kind: "pglite", dataDir: folder });
  await database.close();
  provide("dataDirTemplate", folder);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
