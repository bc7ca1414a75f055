import type { ExecuteSql } from "@/server/platform/db/client";

/** One connection's SQL: a backup's snapshot and a restore's load each live in one transaction. */
export type SqlSession = { query: ExecuteSql; close: () => Promise<void> };

/** A plain identifier, quoted; the tables' names come from the catalogue, never from input. */
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export type TableInfo = {
  name: string;
  /** Columns that can be written (not generated), in order. */
  columns: string[];
  /** Columns that are `generated always as identity`: written with OVERRIDING SYSTEM VALUE. */
  identity: string[];
};

/**
 * The app's tables in the current schema, each after the tables its foreign keys point to, so
 * a restore inserts parents before their children without turning any constraint off. Drizzle's
 * journal of migrations is not among them: a restore migrates the empty database itself (and a
 * database in a schema of its own, as on a shared server, keeps that journal in the same schema).
 */
export async function appTables(query: ExecuteSql): Promise<TableInfo[]> {
  const { rows } = await query(
    `select c.relname::text as name,
       coalesce(array_agg(a.attname::text order by a.attnum) filter (where a.attgenerated = ''), '{}') as columns,
       coalesce(array_agg(a.attname::text order by a.attnum) filter (where a.attidentity <> ''), '{}') as identity,
       coalesce((select array_agg(distinct p.relname::text) from pg_constraint f
          join pg_class p on p.oid = f.confrelid
          where f.conrelid = c.oid and f.contype = 'f' and f.confrelid <> c.oid), '{}') as parents
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition
       and c.relname <> '__drizzle_migrations'
     group by c.oid, c.relname
     order by c.relname`,
    [],
  );
  const pending = new Map(
    rows.map((row) => {
      const info = {
        name: String(row.name),
        columns: row.columns as string[],
        identity: row.identity as string[],
        parents: row.parents as string[],
      };
      return [info.name, info];
    }),
  );
  const ordered: TableInfo[] = [];
  while (pending.size > 0) {
    const ready = [...pending.values()].filter((row) =>
      row.parents.every((parent) => !pending.has(parent)),
    );
    if (ready.length === 0) throw new Error("the tables' foreign keys form a loop");
    for (const { parents: _parents, ...table } of ready) {
      pending.delete(table.name);
      ordered.push(table);
    }
  }
  return ordered;
}
