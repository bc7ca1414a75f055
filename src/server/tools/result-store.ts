import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/server/platform/db/client";
import type { ResultContent, ResultTable } from "@/server/platform/db/schema/tool-results";

type Timestamps = { id: string; createdAt: string; updatedAt: string };

/** The most results a list shows; older ones stay reachable by id. */
const listLimit = 200;

/** One account's results of one tool; every query carries the owner's id. */
export function resultStore<Result extends Timestamps>(
  db: Db,
  table: ResultTable<Result>,
  userId: string,
) {
  const owned = (id: string) => and(eq(table.id, id), eq(table.userId, userId));
  type Row = typeof table.$inferSelect;
  const toResult = (row: Row) =>
    ({
      ...row.content,
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }) as Result;

  return {
    toResult,
    /** Newest first. */
    async list(): Promise<Row[]> {
      return db
        .select()
        .from(table)
        .where(eq(table.userId, userId))
        .orderBy(desc(table.updatedAt))
        .limit(listLimit);
    },
    async get(id: string): Promise<Result | null> {
      const [row] = await db.select().from(table).where(owned(id));
      return row ? toResult(row) : null;
    },
    async create(title: string, content: ResultContent<Result>): Promise<Result> {
      const [row] = await db.insert(table).values({ userId, title, content }).returning();
      if (!row) throw new Error(`insert into ${table._.name} returned no row`);
      return toResult(row);
    },
    /** Replaces the result's content; null when it is not this owner's. */
    async replace(
      id: string,
      title: string,
      content: ResultContent<Result>,
    ): Promise<Result | null> {
      const [row] = await db
        .update(table)
        .set({ title, content, updatedAt: new Date() })
        .where(owned(id))
        .returning();
      return row ? toResult(row) : null;
    },
    async remove(id: string): Promise<boolean> {
      const removed = await db.delete(table).where(owned(id)).returning({ id: table.id });
      return removed.length > 0;
    },
  };
}
