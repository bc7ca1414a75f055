import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrationsFolder } from "@/server/platform/db/client";

type Journal = { entries: { when: number; tag: string }[] };

/**
 * A copy of the app's migrations that stops where the backup's database stopped (`applied`:
 * each migration's journal time, as drizzle records it), so a restore loads the rows into the
 * tables they were dumped from and the later migrations then carry them forward as they
 * carried the original. A backup from a Bismo with migrations this one lacks cannot be.
 */
export function migrationsUpTo(applied: readonly number[]): { folder: string; remove: () => void } {
  const journalPath = path.join(migrationsFolder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as Journal;
  const known = journal.entries.slice(0, applied.length);
  if (known.length !== applied.length || known.some((entry, i) => entry.when !== applied[i])) {
    throw new Error(
      "this backup was taken by a newer or different version of Bismo (its database has migrations this one does not): restore it with that version",
    );
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-restore-migrations-"));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  fs.writeFileSync(
    path.join(folder, "meta", "_journal.json"),
    JSON.stringify({ ...journal, entries: known }),
  );
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}
