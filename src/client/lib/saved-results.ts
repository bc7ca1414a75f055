import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClientResponse } from "hono/client";
import type { z } from "zod";
import { readDeleted, readJson } from "@/client/api/http";
import type { ToolId } from "@/shared/tools/registry";

/** What every stored tool result has (decks, quizzes, plans, kits). */
export type SavedResult = { id: string; createdAt: string; updatedAt: string };

/** Where one tool's results live: an account's on the server, a guest's in this browser. */
export type ResultSource<Result extends SavedResult, Summary> = {
  list: () => Promise<Summary[]>;
  get: (id: string) => Promise<Result>;
  /** Stores the result as given and answers what was stored (with its new `updatedAt`). */
  save: (result: Result) => Promise<Result>;
  remove: (id: string) => Promise<void>;
};

export class MissingResultError extends Error {}

type JsonAnswer<Body> = Promise<ClientResponse<Body, number, "json">>;
type Id = { param: { id: string } };

/** A tool's saved-results routes in `api` (src/server/tools/saved-result-routes.ts). */
export type ResultsRoute<Result, Summary> = {
  $get: () => JsonAnswer<{ results: Summary[] }>;
  ":id": {
    $get: (args: Id) => JsonAnswer<Result>;
    /** Present where results are edited (every tool's but the quiz's). */
    $put?: (args: Id & { json: Result }) => JsonAnswer<Result>;
    $delete: (args: Id) => Promise<ClientResponse<unknown, number, string>>;
  };
};

/** An account's results, through the tool's routes: GET list, GET/PUT/DELETE one. */
export function accountResults<Result extends SavedResult, Summary>(
  route: ResultsRoute<Result, Summary>,
): ResultSource<Result, Summary> {
  const one = route[":id"];
  return {
    list: async () => (await readJson(route.$get())).results,
    get: (id) => readJson(one.$get({ param: { id } })),
    save: (result) => {
      if (!one.$put) throw new Error("This tool's results are not changed once made.");
      return readJson(one.$put({ param: { id: result.id }, json: result }));
    },
    remove: (id) => readDeleted(one.$delete({ param: { id } })),
  };
}

/**
 * A guest's results in local storage, newest first. Entries that no longer fit the schema (an
 * older version of Bismo, a hand edit) are left out rather than breaking the tool.
 */
export function guestResults<Result extends SavedResult, Summary>(
  toolId: ToolId,
  schema: z.ZodType<Result>,
  summarize: (result: Result) => Summary,
): ResultSource<Result, Summary> {
  const key = `bismo:results:${toolId}`;
  const read = (): Result[] => {
    try {
      const raw: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
      if (!Array.isArray(raw)) return [];
      return raw.flatMap((entry) => {
        const parsed = schema.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      });
    } catch {
      return [];
    }
  };
  const write = (results: Result[]) => {
    try {
      localStorage.setItem(key, JSON.stringify(results));
    } catch {
      throw new Error("This browser's storage is full, so the result could not be kept.");
    }
  };
  return {
    list: async () =>
      read()
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
        .map(summarize),
    async get(id) {
      const found = read().find((entry) => entry.id === id);
      if (!found) throw new MissingResultError("This result is not in this browser any more.");
      return found;
    },
    async save(result) {
      const stored = { ...result, updatedAt: new Date().toISOString() };
      write([stored, ...read().filter((entry) => entry.id !== result.id)]);
      return stored;
    },
    async remove(id) {
      write(read().filter((entry) => entry.id !== id));
    },
  };
}

/**
 * TanStack Query hooks over a tool's results, from the account's source or the guest's. Saves
 * of one result go out one after another, so a quick run of edits lands in order; the cache
 * shows each edit at once.
 */
export function savedResultHooks<Result extends SavedResult, Summary>(
  toolId: ToolId,
  sources: { account: ResultSource<Result, Summary>; guest: ResultSource<Result, Summary> },
) {
  const source = (isAuthenticated: boolean) => (isAuthenticated ? sources.account : sources.guest);
  const listKey = (isAuthenticated: boolean) => [toolId, "results", isAuthenticated] as const;
  const resultKey = (id: string, isAuthenticated: boolean) =>
    [toolId, "result", id, isAuthenticated] as const;
  const pending = new Map<string, Promise<unknown>>();

  return {
    listKey,
    useList: (isAuthenticated: boolean) =>
      useQuery({
        queryKey: listKey(isAuthenticated),
        queryFn: () => source(isAuthenticated).list(),
        staleTime: 30_000,
      }),
    useResult: (id: string | null, isAuthenticated: boolean) =>
      useQuery({
        queryKey: resultKey(id ?? "", isAuthenticated),
        queryFn: () => source(isAuthenticated).get(id ?? ""),
        enabled: Boolean(id),
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      }),
    /** Keeps a result that just arrived: a guest's goes to local storage, an account's is stored already. */
    useKeep: (isAuthenticated: boolean) => {
      const queryClient = useQueryClient();
      return async (result: Result) => {
        const kept = isAuthenticated ? result : await sources.guest.save(result);
        queryClient.setQueryData(resultKey(kept.id, isAuthenticated), kept);
        await queryClient.invalidateQueries({ queryKey: listKey(isAuthenticated) });
        return kept;
      };
    },
    /**
     * Changes a result in place: `change` gets the latest version (earlier changes included, even
     * unsaved ones), the view shows the new one at once, and it is saved after earlier saves.
     */
    useUpdate: (isAuthenticated: boolean, onError: (error: Error) => void) => {
      const queryClient = useQueryClient();
      const save = useMutation({
        mutationFn: (result: Result) => {
          const previous = pending.get(result.id) ?? Promise.resolve();
          const next = previous
            .catch(() => undefined)
            .then(() => source(isAuthenticated).save(result));
          pending.set(result.id, next);
          return next;
        },
        onError: (error, result) => {
          onError(error);
          return queryClient.invalidateQueries({ queryKey: resultKey(result.id, isAuthenticated) });
        },
        onSettled: () => queryClient.invalidateQueries({ queryKey: listKey(isAuthenticated) }),
      });
      return (id: string, change: (current: Result) => Result) => {
        const current = queryClient.getQueryData<Result>(resultKey(id, isAuthenticated));
        if (!current) return;
        const next = change(current);
        queryClient.setQueryData(resultKey(id, isAuthenticated), next);
        save.mutate(next);
      };
    },
    useRemove: (isAuthenticated: boolean) => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (id: string) => source(isAuthenticated).remove(id),
        onSuccess: (_nothing, id) => {
          queryClient.removeQueries({ queryKey: resultKey(id, isAuthenticated) });
          return queryClient.invalidateQueries({ queryKey: listKey(isAuthenticated) });
        },
      });
    },
  };
}

/**
 * A tool's results where they are kept: an account's through its routes in `api`, a guest's in
 * this browser (read by the tool's schema, listed by `summarize`).
 */
export const toolResults = <Result extends SavedResult, Summary>(
  toolId: ToolId,
  route: ResultsRoute<Result, Summary>,
  schema: z.ZodType<Result>,
  summarize: (result: Result) => Summary,
) =>
  savedResultHooks<Result, Summary>(toolId, {
    account: accountResults(route),
    guest: guestResults(toolId, schema, summarize),
  });
