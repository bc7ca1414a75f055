import fs from "node:fs";
import readline from "node:readline";
import zlib from "node:zlib";
import type { ExecuteSql } from "@/server/platform/db/client";
import { tableFile } from "./backup-format";
import { appTables, quoted, type TableInfo } from "./sql-session";

/** Rows inserted by one statement: a few MB of JSON at most for the largest rows. */
const rowsPerInsert = 500;

async function insertRows(query: ExecuteSql, table: TableInfo, lines: string[]) {
  const columns = table.columns.map(quoted).join(", ");
  // Identity columns keep the ids they had: their sequences are moved past them afterwards.
  const overriding = table.identity.length > 0 ? "overriding system value" : "";
  await query(
    `insert into ${quoted(table.name)} (${columns}) ${overriding}
     select ${columns} from json_populate_recordset(null::${quoted(table.name)}, $1::json)`,
    [`[${lines.join(",")}]`],
  );
}

/**
 * Loads a backup's tables (dumpTables) into an empty database of the same migrations, inside
 * the caller's transaction: parents before children (appTables' order), so every constraint
 * holds as each row arrives; then each identity column's sequence continues after its largest
 * id. Answers each table's row count as loaded.
 */
export async function loadTables(
  query: ExecuteSql,
  dir: string,
  expected: Record<string, number>,
): Promise<Record<string, number>> {
  const tables = await appTables(query);
  const unknown = Object.keys(expected).filter((name) => !tables.some((t) => t.name === name));
  if (unknown.length > 0) {
    throw new Error(`the backup has tables this database does not: ${unknown.join(", ")}`);
  }
  const loaded: Record<string, number> = {};
  for (const table of tables) {
    if (!(table.name in expected)) continue;
    const lines = readline.createInterface({
      input: fs.createReadStream(tableFile(dir, table.name)).pipe(zlib.createGunzip()),
      crlfDelay: Number.POSITIVE_INFINITY,
    });
    let batch: string[] = [];
    let count = 0;
    for await (const line of lines) {
      if (!line) continue;
      batch.push(line);
      count += 1;
      if (batch.length >= rowsPerInsert) {
        await insertRows(query, table, batch);
        batch = [];
      }
    }
    if (batch.length > 0) await insertRows(query, table, batch);
    for (const column of table.identity) {
      await query(
        `select setval(pg_get_serial_sequence($1, $2), coalesce(max(${quoted(column)}), 0) + 1, false)
         from ${quoted(table.name)}`,
        [quoted(table.name), column],
      );
    }
    loaded[table.name] = count;
  }
  return loaded;
}
