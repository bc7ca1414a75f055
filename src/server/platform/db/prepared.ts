import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { type Db, dbCasing } from "./client";

/** `build(db)`, built on the first call for each database and kept for the next ones. */
export function oncePerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}

const dialect = new PgDialect({ casing: dbCasing });

/**
 * A statement of plain SQL, its values `sql.placeholder`s, prepared once per connection under
 * `name` as drizzle's `.prepare(name)` prepares a query builder's (its `execute` of plain SQL
 * cannot): PostgreSQL parses and plans it once. Runs on the database or in a transaction.
 */
export function preparedSql<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return async (executor: Pick<Db, "_">, values: Record<string, unknown>): Promise<Row[]> => {
    const prepared = executor._.session.prepareQuery(query, undefined, name, false);
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
