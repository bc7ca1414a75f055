import { and, eq, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "@/server/platform/db/client";
import {
  type ListedModelInfo,
  modelDefault,
  providerModel,
  providerModelList,
} from "@/server/platform/db/schema/models";
import type { ModelKind } from "@/shared/models";
import type { ListedModel } from "./model-lists";

export type StoredModel = {
  provider: string;
  id: string;
  kind: ModelKind;
  info: ListedModelInfo;
  listed: boolean;
  enabled: boolean | null;
  unavailableAt: Date | null;
  unavailableReason: string | null;
};

export type ListState = typeof providerModelList.$inferSelect;
export type StoredDefault = { purpose: string; provider: string; modelId: string };

export type StoredModels = {
  models: StoredModel[];
  lists: Map<string, ListState>;
  defaults: Map<string, StoredDefault>;
};

type Within = (tx: Pick<Db, "insert">) => Promise<void>;

/** The tables behind model discovery and the admin's choices (schema/models.ts). */
export function modelStore(db: Db) {
  const touch = (tx: Pick<Db, "insert">, provider: string) =>
    tx
      .insert(providerModelList)
      .values({ provider })
      .onConflictDoUpdate({ target: providerModelList.provider, set: { changedAt: new Date() } });

  return {
    /** Changes whenever anything `load` reads changes: cheap to ask every few seconds. */
    async version(): Promise<string> {
      const [lists, defaults] = await Promise.all([
        db
          .select({ provider: providerModelList.provider, changedAt: providerModelList.changedAt })
          .from(providerModelList),
        db
          .select({ purpose: modelDefault.purpose, updatedAt: modelDefault.updatedAt })
          .from(modelDefault),
      ]);
      return JSON.stringify([
        lists.map((row) => [row.provider, row.changedAt.getTime()]).sort(),
        defaults.map((row) => [row.purpose, row.updatedAt.getTime()]).sort(),
      ]);
    },

    async load(): Promise<StoredModels> {
      const [rows, lists, defaults] = await Promise.all([
        db.select().from(providerModel),
        db.select().from(providerModelList),
        db.select().from(modelDefault),
      ]);
      return {
        models: rows.map((row) => ({
          provider: row.provider,
          id: row.modelId,
          kind: row.kind,
          info: row.info,
          listed: row.listed,
          enabled: row.enabled,
          unavailableAt: row.unavailableAt,
          unavailableReason: row.unavailableReason,
        })),
        lists: new Map(lists.map((row) => [row.provider, row])),
        defaults: new Map(
          defaults.map((row) => [
            row.purpose,
            { purpose: row.purpose, provider: row.provider, modelId: row.modelId },
          ]),
        ),
      };
    },

    /**
     * Takes the provider's reading lease for `ms` unless another process holds it: one process
     * asks the provider, the others use what it stores.
     */
    async claim(provider: string, ms: number): Promise<boolean> {
      const until = new Date(Date.now() + ms);
      const claimed = await db
        .insert(providerModelList)
        .values({ provider, leaseUntil: until })
        .onConflictDoUpdate({
          target: providerModelList.provider,
          set: { leaseUntil: until },
          setWhere: or(
            isNull(providerModelList.leaseUntil),
            lt(providerModelList.leaseUntil, sql`now()`),
          ),
        })
        .returning({ provider: providerModelList.provider });
      return claimed.length > 0;
    },

    /**
     * Stores a list just read: its models listed, the ones it no longer has (and `retired`,
     * listed past their announced end) not.
     */
    async saveList(
      provider: string,
      fingerprint: string,
      listed: ListedModel[],
      retired: ListedModel[] = [],
    ) {
      await db.transaction(async (tx) => {
        const rows = [
          ...listed.map((model) => ({ model, listed: true })),
          ...retired.map((model) => ({ model, listed: false })),
        ];
        if (rows.length > 0) {
          await tx
            .insert(providerModel)
            .values(
              rows.map(({ model: { id, kind, ...info }, listed: isListed }) => ({
                provider,
                modelId: id,
                kind,
                info,
                listed: isListed,
              })),
            )
            .onConflictDoUpdate({
              target: [providerModel.provider, providerModel.modelId],
              set: {
                kind: sql`excluded.kind`,
                info: sql`excluded.info`,
                listed: sql`excluded.listed`,
                updatedAt: new Date(),
              },
            });
        }
        const ids = listed.map((model) => model.id);
        await tx
          .update(providerModel)
          .set({ listed: false, updatedAt: new Date() })
          .where(
            and(
              eq(providerModel.provider, provider),
              ids.length > 0 ? notInArray(providerModel.modelId, ids) : undefined,
            ),
          );
        const now = new Date();
        await tx
          .update(providerModelList)
          .set({
            settingsFingerprint: fingerprint,
            refreshedAt: now,
            attemptedAt: now,
            error: null,
            leaseUntil: null,
            changedAt: now,
          })
          .where(eq(providerModelList.provider, provider));
      });
    },

    /** A read that failed: the provider's words are kept for the admin area, the list stays. */
    async saveFailure(provider: string, fingerprint: string, error: string) {
      const now = new Date();
      await db
        .update(providerModelList)
        .set({
          settingsFingerprint: fingerprint,
          attemptedAt: now,
          error: error.slice(0, 2000),
          leaseUntil: null,
          changedAt: now,
        })
        .where(eq(providerModelList.provider, provider));
    },

    /**
     * Marks a model the provider refused as gone, with the successor it named if it named one;
     * false when it already was marked.
     */
    async markUnavailable(
      provider: string,
      id: string,
      reason: string,
      replacement?: string,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const marked = await tx
          .update(providerModel)
          .set({
            unavailableAt: new Date(),
            unavailableReason: reason.slice(0, 1000),
            ...(replacement
              ? { info: sql`${providerModel.info} || ${JSON.stringify({ replacement })}::jsonb` }
              : {}),
          })
          .where(
            and(
              eq(providerModel.provider, provider),
              eq(providerModel.modelId, id),
              isNull(providerModel.unavailableAt),
            ),
          )
          .returning({ id: providerModel.modelId });
        if (marked.length > 0) await touch(tx, provider);
        return marked.length > 0;
      });
    },

    /**
     * An admin switches a model on or off (null: back to Bismo's default); switching it on
     * also clears a mark of unavailability, for the admin to try it again. False: no such model.
     */
    async setEnabled(provider: string, id: string, enabled: boolean | null, within: Within) {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(providerModel)
          .set({
            enabled,
            ...(enabled ? { unavailableAt: null, unavailableReason: null } : {}),
            updatedAt: new Date(),
          })
          .where(and(eq(providerModel.provider, provider), eq(providerModel.modelId, id)))
          .returning({ id: providerModel.modelId });
        if (changed.length === 0) return false;
        await touch(tx, provider);
        await within(tx);
        return true;
      });
    },

    /** Sets (or with null removes) the admin's default for a purpose. */
    async setDefault(
      purpose: string,
      choice: { provider: string; modelId: string } | null,
      within: Within,
    ) {
      await db.transaction(async (tx) => {
        if (choice) {
          await tx
            .insert(modelDefault)
            .values({ purpose, ...choice })
            .onConflictDoUpdate({
              target: modelDefault.purpose,
              set: { ...choice, updatedAt: new Date() },
            });
        } else {
          await tx.delete(modelDefault).where(eq(modelDefault.purpose, purpose));
        }
        await within(tx);
      });
    },
  };
}

export type ModelStore = ReturnType<typeof modelStore>;
