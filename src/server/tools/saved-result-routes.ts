import { Hono } from "hono";
import { type AppEnv, requireAccount } from "@/server/features/auth/session";
import type { Db } from "@/server/platform/db/client";
import type { ResultTable } from "@/server/platform/db/schema/tool-results";
import { AppError } from "@/server/platform/http/errors";
import { validId } from "@/server/platform/http/validate";
import { resultStore } from "./result-store";

type Timestamps = { id: string; createdAt: string; updatedAt: string };

export type SavedResultConfig<Result extends Timestamps, Summary, Path extends string> = {
  /** The collection's path under /api, e.g. `flashcard-decks`. */
  path: Path;
  table: ResultTable<Result>;
  /** What one result is called in messages, e.g. "deck". */
  noun: string;
  /** The list's entries, newest first. */
  summaries: (results: Result[], userId: string) => Promise<Summary[]> | Summary[];
  /** Fills in what a full result carries beyond its row (a quiz's attempts). */
  complete?: (result: Result, userId: string) => Promise<Result>;
};

export const notYours = (noun: string) =>
  new AppError("not_found", `This ${noun} does not exist or is not yours.`);

/**
 * GET /<path> (the account's list), GET /<path>/:id and DELETE /<path>/:id. Accounts only
 * (guests keep their results in the browser); another account's ids answer 404.
 */
export function savedResultRoutes<Result extends Timestamps, Summary, const Path extends string>(
  db: Db,
  config: SavedResultConfig<Result, Summary, Path>,
) {
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
      const result = config.complete ? await config.complete(found, user.id) : found;
      return c.json(result as Result);
    })
    .delete(one, validId(notFound), async (c) => {
      const { user } = requireAccount(c);
      if (!(await store(user.id).remove(c.req.valid("param").id))) throw notFound();
      return c.body(null, 204);
    });
}
