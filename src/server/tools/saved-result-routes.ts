import { Hono } from "hono";
import { type AppEnv, requireAccount } from "@/server/features/auth/session";
import type { Db } from "@/server/platform/db/client";
import type { ResultTable } from "@/server/platform/db/schema/tool-results";
import { AppError } from "@/server/platform/http/errors";
import { validId } from "@/server/platform/http/validate";
import { resultStore } from "./result-store";

type Timestamps = { id: string; createdAt: string; updatedAt: string };

export type SavedResultConfig<
  Result extends Timestamps,
  Summary,
  Path extends string,
  Full = Result,
> = {
  /** The collection's path under /api, e.g. `flashcard-decks`. */
  path: Path;
  table: ResultTable<Result>;
  /** What one result is called in messages, e.g. "deck". */
  noun: string;
  /** The list's entries, newest first. */
  summaries: (results: Result[], userId: string) => Promise<Summary[]> | Summary[];
  /**
   * The full result GET /<path>/:id answers, from its row: the row itself (`asStored`), or the
   * row with what it carries beyond it (a quiz's attempts).
   */
  complete: (result: Result, userId: string) => Promise<Full>;
};

/** A result that is its row, for `complete`. */
export const asStored = async <Result>(result: Result) => result;

export const notYours = (noun: string) =>
  new AppError("not_found", `This ${noun} does not exist or is not yours.`);

/**
 * GET /<path> (the account's list), GET /<path>/:id and DELETE /<path>/:id. Accounts only
 * (guests keep their results in the browser); another account's ids answer 404.
 */
export function savedResultRoutes<
  Result extends Timestamps,
  Summary,
  const Path extends string,
  Full = Result,
>(db: Db, config: SavedResultConfig<Result, Summary, Path, Full>) {
  const list = `/${config.path}` as const;
  const one = `/${config.path}/:id` as const;
  const notFound = () => notYours(config.noun);
  const store = (userId: string) => resultStore<Result>(db, config.table, userId);
  return new Hono<AppEnv>()
    .get(list, async (c) => {
      const { user } = requireAccount(c);
      const owner = store(user.id);
      const results = (await owner.list()).map(owner.toResult);
      return c.json({ results: await config.summaries(results, user.id) });
    })
    .get(one, validId(notFound), async (c) => {
      const { user } = requireAccount(c);
      const found = await store(user.id).get(c.req.valid("param").id);
      if (!found) throw notFound();
      return c.json(await config.complete(found, user.id));
    })
    .delete(one, validId(notFound), async (c) => {
      const { user } = requireAccount(c);
      if (!(await store(user.id).remove(c.req.valid("param").id))) throw notFound();
      return c.body(null, 204);
    });
}
