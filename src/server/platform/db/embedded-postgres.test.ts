import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, describe, expect, inject, it } from "vitest";
import { type Database, openDatabase } from "./client";

const logger = pino({ level: "silent" });
const made: string[] = [];
/** A data folder as ./data is: enterable by others, so under root 'nobody' can run PostgreSQL. */
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-embedded-"));
  fs.chmodSync(dir, 0o755);
  made.push(dir);
  return dir;
};
/** The rows a query returns (both drivers answer `{ rows }`; the shared type does not say so). */
const rows = async (database: Database, query: SQL) =>
  ((await database.db.execute(query)) as { rows: unknown[] }).rows;
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

// Each test starts PostgreSQL once or twice (initdb included), a few seconds each on a
// loaded 2-core machine: more than the suite's default 20 s limit allows for.
describe("the embedded database", { timeout: 90_000 }, () => {
  it("is the bundled PostgreSQL, with full-text search, keeping its data across restarts", async () => {
    const dir = dataDir();
    const first = await openDatabase({ kind: "embedded", dataDir: dir, logger });
    expect(first.engine).toBe("embedded-postgres");
    expect(first.url).toMatch(/^postgres:\/\//);
    await first.db.execute(sql`create table note (body text)`);
    await first.db.execute(sql`insert into note values ('Die GRÜSSE liefen über die Hügel')`);
    await first.close();

    const again = await openDatabase({ kind: "embedded", dataDir: dir, logger });
    const found = await rows(
      again,
      sql`select body from note where to_tsvector('simple', body) @@ plainto_tsquery('simple', 'grüsse hügel')`,
    );
    const words = await rows(
      again,
      sql`select to_tsvector('english', 'Running over hills') @@ plainto_tsquery('english', 'run hill') as hit`,
    );
    await again.close();
    // Words are split and lower-cased by Unicode rules, whatever locales the machine has.
    expect(found).toEqual([{ body: "Die GRÜSSE liefen über die Hügel" }]);
    expect(words).toEqual([{ hit: true }]);
  });

  it("starts again after the process that ran it was killed, with what it had committed", async () => {
    const dir = dataDir();
    const script = `
      import pino from "pino";
      import { sql } from "drizzle-orm";
      import { openDatabase } from "./src/server/platform/db/client.ts";
      const database = await openDatabase({ kind: "embedded", dataDir: ${JSON.stringify(dir)}, logger: pino({ level: "silent" }) });
      await database.db.execute(sql\`create table note (body text)\`);
      await database.db.execute(sql\`insert into note values ('kept')\`);
      console.log("committed");
      setInterval(() => {}, 1000);
    `;
    const killed = spawn(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script],
      {
        cwd: path.resolve(import.meta.dirname, "../../../.."),
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    await new Promise<void>((resolve, reject) => {
      killed.stdout.on("data", (chunk) => String(chunk).includes("committed") && resolve());
      killed.once("exit", (code) => reject(new Error(`the first process exited (${code})`)));
    });
    const exited = new Promise((resolve) => killed.once("exit", resolve));
    killed.kill("SIGKILL");
    await exited;

    // Its PostgreSQL outlived it; opening the folder again shuts that one down and starts anew.
    const database = await openDatabase({ kind: "embedded", dataDir: dir, logger });
    const notes = await rows(database, sql`select body from note`);
    await database.close();
    expect(notes).toEqual([{ body: "kept" }]);
  });

  it("stays on PGlite in a folder where an earlier Bismo made a PGlite database", async () => {
    const dir = dataDir();
    const template = inject("pgliteTemplate");
    const earlier = new PGlite(path.join(dir, "db"), {
      loadDataDir: template ? new Blob([fs.readFileSync(template)]) : undefined,
    });
    await earlier.exec("create table note (body text); insert into note values ('from PGlite')");
    await earlier.close();

    const database = await openDatabase({ kind: "embedded", dataDir: dir, logger });
    const notes = await rows(database, sql`select body from note`);
    await database.close();
    expect(database.engine).toBe("pglite");
    expect(notes).toEqual([{ body: "from PGlite" }]);
    expect(fs.existsSync(path.join(dir, "postgres"))).toBe(false);
  });
});
