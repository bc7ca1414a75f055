import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "@/server/platform/db/client";
import { providerCredential } from "@/server/platform/db/schema/admin";
import type { Env } from "@/server/platform/env";
import { AppError } from "@/server/platform/http/errors";
import { msg } from "@/server/platform/i18n/server-messages";
import { defineMessage } from "@/shared/i18n/runtime";
import {
  keyEnding,
  type ProviderService,
  type ProviderServiceId,
  type ProviderSettingsInput,
  type ProviderStatus,
  providerServices,
  switchedOnByBaseUrl,
} from "@/shared/provider-settings";
import { providerKeyCipher } from "./provider-key-cipher";

const envWins = defineMessage({
  id: "errors.providers.envWins",
  defaultMessage: "{setting} is set in the server's environment, which wins: change it there.",
});

/** How long a process trusts what it last read of the stored keys; other processes see a change this late. */
export const providerSettingsRefreshMs = 5000;

type Setting = ProviderService["keySetting"] | NonNullable<ProviderService["baseUrlSetting"]>;
/** Every setting the list names is one of Env's: a misspelt one does not compile. */
const read = (env: Env, name: Setting): string | undefined => env[name];

type Stored = { apiKey?: string; unreadable: boolean; baseUrl?: string; updatedAt: Date };
type Snapshot = { fingerprint: string; stored: Map<string, Stored>; env: Env; revision: number };

export type ProviderSettings = ReturnType<typeof createProviderSettings>;

/**
 * The one place provider keys and base URLs are known: the environment's, which win, merged
 * with those an admin stored in the admin area (encrypted: provider-key-cipher.ts). Consumers ask
 * for `current()` (or something `derive`d from it) when they need it, so a stored key counts
 * without a restart: at once in the process that saved it, within `refreshMs` in the others
 * (WEB_CONCURRENCY, other machines), which re-read the table when they next need it.
 */
export function createProviderSettings(options: {
  db: Db;
  env: Env;
  secret: string;
  logger: Pick<Logger, "warn">;
  refreshMs?: number;
}) {
  const { db, env, logger } = options;
  const refreshMs = options.refreshMs ?? providerSettingsRefreshMs;
  const cipher = providerKeyCipher(options.secret);
  let snapshot: Snapshot = { fingerprint: "", stored: new Map(), env, revision: 0 };
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;

  async function load() {
    const rows = await db.select().from(providerCredential);
    readAt = Date.now();
    const fingerprint = JSON.stringify(
      rows.map((row) => [row.provider, row.encryptedApiKey, row.baseUrl]).sort(),
    );
    if (fingerprint === snapshot.fingerprint) return;
    const stored = new Map<string, Stored>();
    for (const row of rows) {
      const apiKey = row.encryptedApiKey
        ? cipher.open(row.provider, row.encryptedApiKey)
        : undefined;
      const unreadable = Boolean(row.encryptedApiKey) && apiKey === undefined;
      // Never the key: only which provider's could not be opened.
      if (unreadable) {
        logger.warn(
          { provider: row.provider },
          "a stored provider key cannot be decrypted with this server's secret; enter it again in the admin area",
        );
      }
      stored.set(row.provider, {
        apiKey,
        unreadable,
        baseUrl: row.baseUrl ?? undefined,
        updatedAt: row.updatedAt,
      });
    }
    const merged: Env = { ...env };
    for (const service of providerServices) {
      const entry = stored.get(service.id);
      const key = service.keySetting;
      merged[key] = read(env, key) ?? entry?.apiKey;
      if (service.baseUrlSetting) {
        merged[service.baseUrlSetting] = read(env, service.baseUrlSetting) ?? entry?.baseUrl;
      }
    }
    snapshot = { fingerprint, stored, env: merged, revision: snapshot.revision + 1 };
  }

  /** Re-reads the table if the last read is older than `refreshMs` (one read at a time). */
  async function fresh(force = false) {
    if (!force && Date.now() - readAt < refreshMs) return;
    reading ??= load().finally(() => {
      reading = null;
    });
    await reading;
  }

  const serviceOf = (id: ProviderServiceId) =>
    providerServices.find((service) => service.id === id) as ProviderService;

  return {
    /** The configuration with each provider's key and base URL as they are in force now. */
    async current(): Promise<Env> {
      await fresh();
      return snapshot.env;
    },

    /**
     * Something built from the configuration (a provider client, which may first import its
     * provider's package), built again when it changes.
     */
    derive<T>(build: (env: Env) => T | Promise<T>): () => Promise<T> {
      let built: { revision: number; value: T } | undefined;
      return async () => {
        await fresh();
        const { revision, env: config } = snapshot;
        if (built?.revision !== revision) built = { revision, value: await build(config) };
        return built.value;
      };
    },

    /** What the admin area shows of each provider: where its settings come from, never its key. */
    async statuses(): Promise<ProviderStatus[]> {
      await fresh(true);
      return providerServices.map((service) => {
        const entry = snapshot.stored.get(service.id);
        const envKey = read(env, service.keySetting);
        const envBase = service.baseUrlSetting ? read(env, service.baseUrlSetting) : undefined;
        const key = envKey ?? entry?.apiKey;
        const baseUrl = envBase ?? entry?.baseUrl;
        return {
          id: service.id,
          name: service.name,
          uses: service.uses,
          keySetting: service.keySetting,
          baseUrlSetting: service.baseUrlSetting,
          byBaseUrl: switchedOnByBaseUrl(service),
          configured: Boolean(switchedOnByBaseUrl(service) ? baseUrl : key),
          keySource: envKey ? "environment" : entry?.apiKey ? "admin" : null,
          keyEnding: keyEnding(key),
          storedKeyUnreadable: !envKey && Boolean(entry?.unreadable),
          baseUrl: baseUrl ?? null,
          baseUrlSource: envBase ? "environment" : entry?.baseUrl ? "admin" : null,
          updatedAt: entry?.updatedAt.toISOString() ?? null,
        };
      });
    },

    /**
     * Stores an admin's key (sealed) and base URL; what `input` leaves out stays. A setting the
     * environment holds cannot be changed here (409). `within` writes in the same transaction
     * (the audit entry); this process uses the new key at once.
     */
    async save(
      id: ProviderServiceId,
      input: ProviderSettingsInput,
      within: (tx: Pick<Db, "insert">) => Promise<void>,
    ) {
      const service = serviceOf(id);
      if (input.apiKey !== undefined && read(env, service.keySetting)) {
        throw new AppError("conflict", msg(envWins, { setting: service.keySetting }));
      }
      if (input.baseUrl !== undefined && !service.baseUrlSetting) {
        throw new AppError(
          "bad_request",
          msg(
            {
              id: "errors.providers.baseUrlEnvOnly",
              defaultMessage:
                "The base URLs of {provider} are set in the server's environment only.",
            },
            { provider: service.name },
          ),
        );
      }
      if (input.baseUrl && service.baseUrlSetting && read(env, service.baseUrlSetting)) {
        throw new AppError("conflict", msg(envWins, { setting: service.baseUrlSetting }));
      }
      await db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(providerCredential)
          .where(eq(providerCredential.provider, id))
          .for("update");
        const encryptedApiKey =
          input.apiKey !== undefined
            ? cipher.seal(id, input.apiKey)
            : (existing?.encryptedApiKey ?? null);
        const baseUrl =
          input.baseUrl !== undefined ? input.baseUrl || null : (existing?.baseUrl ?? null);
        if (!encryptedApiKey && !baseUrl) {
          await tx.delete(providerCredential).where(eq(providerCredential.provider, id));
        } else {
          await tx
            .insert(providerCredential)
            .values({ provider: id, encryptedApiKey, baseUrl })
            .onConflictDoUpdate({
              target: providerCredential.provider,
              set: { encryptedApiKey, baseUrl, updatedAt: new Date() },
            });
        }
        await within(tx);
      });
      await fresh(true);
    },

    /** Removes what an admin stored for the provider; false if nothing was stored. */
    async remove(id: ProviderServiceId, within: (tx: Pick<Db, "insert">) => Promise<void>) {
      const removed = await db.transaction(async (tx) => {
        const deleted = await tx
          .delete(providerCredential)
          .where(eq(providerCredential.provider, id))
          .returning({ provider: providerCredential.provider });
        if (deleted.length > 0) await within(tx);
        return deleted.length > 0;
      });
      await fresh(true);
      return removed;
    },
  };
}
