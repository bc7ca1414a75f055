import crypto from "node:crypto";
import type { Logger } from "pino";
import type { Db } from "@/server/platform/db/client";
import type { Env } from "@/server/platform/env";
import type { ListedModel } from "./model-lists";
import { isConfigured, type ModelSource, modelSources } from "./model-sources";
import { modelStore, type StoredModels } from "./model-store";
import { providerRefusal } from "./provider-refusal";

/** A list older than this is read again (the "daily"). */
export const listMaxAgeMs = 24 * 60 * 60_000;
/** After a failed read, the next try waits this long (a wrong key is not asked every request). */
const retryAfterFailureMs = 10 * 60_000;
/** How long one process may hold a provider's reading lease. */
const leaseMs = 2 * 60_000;

export type RefreshOutcome = { ok: true; models: number } | { ok: false; error: string };

/**
 * Reads each configured provider's model list into the database and keeps this process's copy
 * of it: when a provider's key or base URL changes (the list was read with other settings), when
 * it is a day old, and when an admin asks. One process reads at a time (a lease in the table);
 * the others see the new list within `refreshMs`, as they see an admin's choices.
 */
export function createModelDiscovery(options: {
  db: Db;
  /** Keys the settings' fingerprint, so the table never holds anything a key can be read from. */
  secret: string;
  logger: Pick<Logger, "warn">;
  refreshMs?: number;
  now?: () => number;
}) {
  const store = modelStore(options.db);
  const refreshMs = options.refreshMs ?? 5000;
  const now = options.now ?? Date.now;
  let stored: StoredModels = { models: [], lists: new Map(), defaults: new Map() };
  let version = "";
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | null = null;
  const reading = new Map<string, Promise<RefreshOutcome>>();

  const fingerprint = (source: ModelSource, config: Env) =>
    crypto
      .createHmac("sha256", options.secret)
      .update(
        JSON.stringify([
          source.id,
          source.revision ?? "",
          ...source.identity.map((k) => config[k]),
        ]),
      )
      .digest("base64url")
      .slice(0, 22);

  /**
   * Reads the tables in turn: a read starts after the one before it ends, so what it stores is
   * never older than what an earlier read stored. A forced read (after this process wrote) gets a
   * turn of its own: joining a read that started before the write would miss it.
   */
  let turns: Promise<void> = Promise.resolve();
  function readTables(force: boolean): Promise<void> {
    turns = turns
      .catch(() => {})
      .then(async () => {
        const next = await store.version();
        checkedAt = now();
        if (next !== version || force) {
          stored = await store.load();
          version = next;
        }
      });
    return turns;
  }

  async function reload(force = false) {
    if (force) return readTables(true);
    if (now() - checkedAt < refreshMs) return;
    checking ??= readTables(false).finally(() => {
      checking = null;
    });
    await checking;
  }

  /** Waits (a bounded while) for the process holding the lease to store what it read. */
  async function awaitOther(source: ModelSource, config: Env): Promise<RefreshOutcome> {
    for (const until = now() + leaseMs; now() < until; ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      await reload(true);
      const list = stored.lists.get(source.id);
      if (readWith(source, config)) return { ok: true, models: count(source.id) };
      if (list?.error && list.settingsFingerprint === fingerprint(source, config)) break;
      if (!list?.leaseUntil || list.leaseUntil.getTime() < now()) break;
    }
    const error = stored.lists.get(source.id)?.error;
    return { ok: false, error: error ?? "Another Bismo process is reading this list now." };
  }

  const count = (provider: string) =>
    stored.models.filter((model) => model.provider === provider && model.listed).length;

  async function read(source: ModelSource, config: Env): Promise<RefreshOutcome> {
    if (!(await store.claim(source.id, leaseMs))) return awaitOther(source, config);
    try {
      const models = await source.list(config, {
        provider: source.name,
        timeoutMs: config.AI_TIMEOUT_MS,
        maxRetries: config.AI_MAX_RETRIES,
      });
      // A model past its announced end is kept, not listed: its successor stays known.
      const retired = (model: ListedModel) =>
        model.retiresAt !== undefined && Date.parse(model.retiresAt) <= now();
      const current = models.filter((model) => !retired(model));
      await store.saveList(source.id, fingerprint(source, config), current, models.filter(retired));
      return { ok: true, models: current.length };
    } catch (error) {
      const refusal = providerRefusal(error);
      const said = refusal
        ? `${source.name} answered HTTP ${refusal.status}: ${refusal.message}`
        : `${source.name} could not be reached: ${error instanceof Error ? error.message : String(error)}`;
      options.logger.warn({ provider: source.id, status: refusal?.status }, "model list not read");
      await store.saveFailure(source.id, fingerprint(source, config), said);
      return { ok: false, error: said };
    } finally {
      await reload(true);
    }
  }

  /** Reads the provider's list now (one read at a time in this process). */
  function refresh(source: ModelSource, config: Env): Promise<RefreshOutcome> {
    let running = reading.get(source.id);
    if (!running) {
      running = read(source, config).finally(() => reading.delete(source.id));
      reading.set(source.id, running);
    }
    return running;
  }

  /** Whether the stored list was read, and last read well, with these settings. */
  function readWith(source: ModelSource, config: Env): boolean {
    const list = stored.lists.get(source.id);
    return (
      list?.settingsFingerprint === fingerprint(source, config) &&
      !list.error &&
      Boolean(list.refreshedAt)
    );
  }

  /**
   * Whether to read the list now: at once with new settings; a day after the last good read;
   * after a failed read, not before `retryAfterFailureMs` (a wrong key is not asked each time).
   */
  function stale(source: ModelSource, config: Env): boolean {
    const list = stored.lists.get(source.id);
    if (list?.settingsFingerprint !== fingerprint(source, config)) return true;
    const tried = now() - (list.attemptedAt?.getTime() ?? 0);
    if (list.error || !list.refreshedAt) return tried > retryAfterFailureMs;
    return now() - list.refreshedAt.getTime() > listMaxAgeMs && tried > retryAfterFailureMs;
  }

  return {
    /** The stored lists and choices, as fresh as `refreshMs` allows. */
    async stored(): Promise<StoredModels> {
      await reload();
      return stored;
    },

    /**
     * The stored lists, after reading those of configured providers that are stale: a list not
     * yet read with the settings in force is waited for, a day-old one is read in the background.
     */
    async ensure(config: Env): Promise<StoredModels> {
      await reload();
      const waits: Promise<unknown>[] = [];
      for (const source of modelSources) {
        if (!isConfigured(source, config) || !stale(source, config)) continue;
        const running = refresh(source, config);
        if (!readWith(source, config)) waits.push(running);
        // A day-old list is read in the background: a failure there is logged, not thrown.
        else
          running.catch((error: unknown) =>
            options.logger.warn({ err: error }, "model list not read"),
          );
      }
      await Promise.all(waits);
      return stored;
    },

    refresh,
    /** Settles when no list is being read (tests wait for background reads with it). */
    idle: async () => {
      await Promise.allSettled([...reading.values()]);
    },
    /** Every provider whose models Bismo reads, in order. */
    sources: () => modelSources,
    /** Whether the stored list of `source` was read with the settings in `config`. */
    readWith,
    store,
    /** Re-reads the tables now (after this process changed them). */
    reload: () => reload(true),
  };
}

export type ModelDiscovery = ReturnType<typeof createModelDiscovery>;
