import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { ExecuteSql } from "@/server/platform/db/client";
import { tableFile } from "./backup-format";
import { appTables, quoted } from "./sql-session";

/** Rows fetched at a time from a table's cursor: the dump never holds a table whole. */
const rowsPerFetch = 2000;

/**
 * Every table of the app's schema, a row a line as PostgreSQL's own JSON of it
 * (`row_to_json`: timestamps to the microsecond, bytes as hex, arrays and JSON as they are),
 * gzipped, into `dir/database/`. Run inside the caller's REPEATABLE READ transaction: every
 * table is read from the one snapshot, so the dump is the database as it was at one instant,
 * however long it takes and whatever is written meanwhile. Answers each table's row count.
 */
export async function dumpTables(query: ExecuteSql, dir: string): Promise<Record<string, number>> {
  fs.mkdirSync(path.join(dir, "database"), { recursive: true });
  const counts: Record<string, number> = {};
  for (const table of await appTables(query)) {
    const gzip = zlib.createGzip({ level: 6 });
    const out = fs.createWriteStream(tableFile(dir, table.name));
    const done = new Promise<void>((resolve, reject) => {
      out.on("finish", resolve);
      out.on("error", reject);
      gzip.on("error", reject);
    });
    gzip.pipe(out);
    await query(
      `declare backup_rows no scroll cursor for select row_to_json(t)::text as r from ${quoted(table.name)} t`,
      [],
    );
    let count = 0;
    for (;;) {
      const { rows } = await query(`fetch ${rowsPerFetch} from backup_rows`, []);
      if (rows.length === 0) break;
      count += rows.length;
      // The gzip stream's buffer bounds memory: wait for it to drain before the next fetch.
      if (!gzip.write(`${rows.map((row) => row.r).join("\n")}\n`)) await once(gzip, "drain");
    }
    await query("close backup_rows", []);
    gzip.end();
    await done;
    counts[table.name] = count;
  }
  return counts;
}
