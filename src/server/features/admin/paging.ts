import { count, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/server/platform/db/client";
import { adminPageSize } from "@/shared/admin";

/** Where one page of an admin list starts and how long it is. */
export type PageWindow = { limit: number; offset: number };

/**
 * One page of an admin list (`rows`, given the window to apply) with the number of rows of
 * `from` that match `where`, read at once; the page's figures as every admin list reports them.
 */
export async function adminPage<Row>(
  db: Db,
  list: {
    offset: number;
    from: PgTable;
    where?: SQL;
    rows: (window: PageWindow) => PromiseLike<Row[]>;
  },
) {
  const window = { limit: adminPageSize, offset: list.offset };
  const [rows, [total]] = await Promise.all([
    list.rows(window),
    db.select({ n: count() }).from(list.from).where(list.where),
  ]);
  return { rows, total: total?.n ?? 0, ...window };
}
