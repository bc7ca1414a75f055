import { boolean, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { ModelKind } from "@/shared/models";
import { updatedAt } from "./columns";

const moment = () => timestamp({ withTimezone: true });

/**
 * Each provider's model list as Bismo last read it (engines/providers/model-discovery.ts): with
 * which settings (`settingsFingerprint`, an HMAC of the key and base URL, never the key), when,
 * the provider's own error text if the last read failed, and the lease one process holds while
 * it reads, so several instances do not all ask at once. `changedAt` moves with any change to
 * the provider's models, marks or choices: other processes reload when they see it move.
 */
export const providerModelList = pgTable("provider_model_list", {
  provider: text().primaryKey(),
  settingsFingerprint: text().notNull().default(""),
  refreshedAt: moment(),
  attemptedAt: moment(),
  error: text(),
  leaseUntil: moment(),
  changedAt: updatedAt(),
});

/** What a provider's list says of one model, kept as it said it. */
export type ListedModelInfo = {
  displayName?: string;
  vision?: boolean;
  retiresAt?: string;
  replacement?: string;
  price?: number;
};

/**
 * Every model a provider has listed. `listed` is false once it no longer lists it (it is then
 * not offered, and a request for it names the replacement); `enabled` is an admin's choice,
 * null for Bismo's default (the newest of each family); `unavailableAt` is set when the provider
 * refused it at request time as not found or retired, with its words in `unavailableReason`.
 */
export const providerModel = pgTable(
  "provider_model",
  {
    provider: text().notNull(),
    modelId: text().notNull(),
    kind: text().$type<ModelKind>().notNull(),
    info: jsonb().$type<ListedModelInfo>().notNull().default({}),
    listed: boolean().notNull().default(true),
    enabled: boolean(),
    unavailableAt: moment(),
    unavailableReason: text(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.modelId] })],
);

/**
 * The admin's default model for a purpose: a chat tool (`tool:multi-chat`) or a media kind
 * (`image`, `speech`, `transcription`, `embedding`, `video`, `3d`).
 */
export const modelDefault = pgTable("model_default", {
  purpose: text().primaryKey(),
  provider: text().notNull(),
  modelId: text().notNull(),
  updatedAt: updatedAt(),
});
