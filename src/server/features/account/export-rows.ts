import { and, asc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { getTableConfig, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/server/platform/db/client";

export type Row = Record<string, unknown>;

/** Rows read at a time: a large account's export never holds more of a table than this. */
const rowsPerPage = 500;

/**
 * The keys drizzle gives `columns` in a row of `table` (camel case), found by the columns'
 * names: a table's config hands out column objects of its own.
 */
export function keysOf(table: PgTable, columns: readonly PgColumn[]): string[] {
  const byName = new Map(
    Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, key]),
  );
  return columns.map((column) => {
    const key = byName.get(column.name);
    if (!key) throw new Error(`${column.name} is not a column of this table`);
    return key;
  });
}

/** The table's primary key, as columns and as their keys in a row. */
function primaryKey(table: PgTable): { columns: PgColumn[]; keys: string[] } {
  const config = getTableConfig(table);
  const columns =
    config.primaryKeys[0]?.columns ?? config.columns.filter((column) => column.primary);
  if (columns.length === 0) throw new Error(`${config.name} has no primary key to page by`);
  return { columns, keys: keysOf(table, columns) };
}

/**
 * The rows of `table` that `where` selects, a page at a time in primary-key order: each page
 * starts after the last key of the one before (keyset), so a page costs the same however far
 * into a large account's rows it is, and nothing holds them all. (Not by time: a timestamp
 * comes back in milliseconds, PostgreSQL keeps microseconds, and a page would start again at
 * the last row.)
 */
export async function* pagedRows(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  { pageSize = rowsPerPage }: { pageSize?: number } = {},
): AsyncGenerator<Row> {
  const key = primaryKey(table);
  let after: unknown[] | null = null;
  for (;;) {
    const past: SQL | undefined =
      after === null
        ? undefined
        : sql`(${sql.join(key.columns, sql`, `)}) > (${sql.join(
            after.map((value) => sql`${value}`),
            sql`, `,
          )})`;
    const page = (await db
      .select()
      .from(table as never)
      .where(and(where, past))
      .orderBy(...key.columns.map((column) => asc(column)))
      .limit(pageSize)) as Row[];
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = key.keys.map((name) => last[name]);
  }
}

/** What `tableRows` reads: a table, its account's rows, and maybe the parent to read them by. */
export type RowSource = {
  table: PgTable;
  rows: (userId: string) => SQL | undefined;
  byParent?: {
    table: PgTable;
    rows: (userId: string) => SQL;
    key: PgColumn;
    column: PgColumn;
  };
};

/** The account's rows of a table, read through their parents' where it has one (export-tables.ts). */
export async function* tableRows(db: Db, source: RowSource, userId: string): AsyncGenerator<Row> {
  const parent = source.byParent;
  if (!parent) {
    yield* pagedRows(db, source.table, source.rows(userId));
    return;
  }
  const [key] = keysOf(parent.table, [parent.key]);
  for await (const row of pagedRows(db, parent.table, parent.rows(userId))) {
    const own = and(source.rows(userId), eq(parent.column, row[key as string]));
    yield* pagedRows(db, source.table, own);
  }
}
