import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { JobStatus } from "@/shared/jobs";
import { user } from "./auth";
import { createdAt, updatedAt } from "./columns";

/**
 * A long piece of work (an image, a video, a 3D model) run by a worker, not by the request.
 * The row is written in the same transaction as the queue's entry, so neither exists alone;
 * the queue only delivers it, and this row is what the owner sees.
 */
export const job = pgTable(
  "job",
  {
    id: text().primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    toolId: text().notNull(),
    /** The validated request, as the tool's input contract parsed it. */
    input: jsonb().$type<unknown>().notNull(),
    /** What the history lists: the prompt or description, in a line. */
    title: text().notNull(),
    status: text({ enum: ["queued", "running", "succeeded", "failed", "cancelled"] })
      .$type<JobStatus>()
      .notNull()
      .default("queued"),
    progress: integer(),
    stage: text(),
    /** The provider's (or Bismo's) estimate of the whole run, when one is known. */
    estimatedSeconds: integer(),
    /** The tool's output contract (what its panel shows), file ids included. */
    result: jsonb().$type<unknown>(),
    errorReason: text(),
    /**
     * Where a run got to with a provider (its request ticket), kept so that a run resumed
     * after a restart follows the same provider request instead of submitting (and paying
     * for) a second one. JSON; never a key.
     */
    checkpoint: jsonb().$type<unknown>(),
    /**
     * A guest's address, whose allowance the job's work is charged to along with the guest's
     * own (src/server/features/usage); null for an account.
     */
    payerAddress: text(),
    /** Runs started so far; a run that outlived its server is retried once (see job-recovery.ts). */
    attempt: integer().notNull().default(0),
    /** The queue's id for the current delivery. */
    queueJobId: text(),
    /** Written by the running worker every few seconds; a stale one means its server is gone. */
    heartbeatAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("job_user_tool_created_idx").on(table.userId, table.toolId, table.createdAt),
    index("job_status_heartbeat_idx").on(table.status, table.heartbeatAt),
  ],
);

/**
 * A media file a user owns: a tool's input (a reference image, a video, a voice sample) or a
 * job's output. Its type was read from its bytes; the bytes live in storage under `storageKey`.
 */
export const mediaFile = pgTable(
  "media_file",
  {
    id: text().primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The job that made it; deleting the job deletes its files. Null for an upload. */
    jobId: text().references(() => job.id, { onDelete: "cascade" }),
    toolId: text(),
    name: text().notNull(),
    mediaType: text().notNull(),
    size: bigint({ mode: "number" }).notNull(),
    storageKey: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("media_file_user_created_idx").on(table.userId, table.createdAt),
    index("media_file_job_idx").on(table.jobId),
  ],
);

/**
 * A public link to one media file, made only when its owner shares it. The token is 32 random
 * bytes (unguessable); revoking deletes the row, and the link answers 404 from then on.
 */
export const shareLink = pgTable(
  "share_link",
  {
    token: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    mediaFileId: text()
      .notNull()
      .references(() => mediaFile.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [index("share_link_file_idx").on(table.mediaFileId)],
);

/**
 * A voice a user cloned at a provider (ElevenLabs): listed, reused and deleted by its owner
 * only; deleting it removes it at the provider too.
 */
export const clonedVoice = pgTable(
  "cloned_voice",
  {
    id: text().primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text().notNull(),
    provider: text().notNull(),
    providerVoiceId: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("cloned_voice_user_created_idx").on(table.userId, table.createdAt)],
);
