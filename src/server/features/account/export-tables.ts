import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  toolSuggestion,
  userPreference,
  userProfile,
} from "@/server/platform/db/schema/account-data";
import { auditEntry } from "@/server/platform/db/schema/admin";
import { account, session, twoFactor, user } from "@/server/platform/db/schema/auth";
import {
  conversationDocument,
  document,
  documentPage,
} from "@/server/platform/db/schema/documents";
import { clonedVoice, job, mediaFile, shareLink } from "@/server/platform/db/schema/media";
import {
  brandKit,
  flashcardDeck,
  goalPlan,
  presentation,
  quiz,
  quizAttempt,
} from "@/server/platform/db/schema/tool-results";
import { usageCharge, usageCounter } from "@/server/platform/db/schema/usage";
import { conversation, message, upload } from "@/server/platform/db/schema/workbench";
import type { RowSource } from "./export-rows";

/** Where a row's file is kept, and the folder of the export it goes to. */
export type ExportedFile = { storageKey: PgColumn; name: PgColumn; folder: string };

/** One table in the export: which of its rows are the account's, and what of them is left out. */
export type ExportedTable = {
  table: PgTable;
  rows: (userId: string) => SQL | undefined;
  /** Columns that are secrets or Bismo's internals, never written to the export. */
  omit?: readonly PgColumn[];
  /** Rows that stand for a stored file: the file goes in the export beside them. */
  file?: ExportedFile;
  /**
   * Rows read through their parent's (a conversation's messages): parent by parent, each
   * parent's rows by the index that starts with its key, so a large account's export reads its
   * own rows and not the rows between them in the table.
   */
  byParent?: RowSource["byParent"];
};

const owned = (column: PgColumn) => (userId: string) => eq(column, userId) as SQL;

/**
 * Everything an account owns, table by table, for 'Download my data' (GDPR Art. 15 and 20):
 * every table of the schema is here or in `notExported` below, with the reason
 * (export-route.test.ts walks the schema). Rows are written as the database holds them, camel
 * case, without the columns in `omit`.
 */
export const exportedTables: readonly ExportedTable[] = [
  { table: user, rows: owned(user.id) },
  { table: userProfile, rows: owned(userProfile.userId) },
  { table: userPreference, rows: owned(userPreference.userId) },
  // A session's token and a sign-in method's password hash and provider tokens are keys to
  // the account: what is exported is when and from where.
  { table: session, rows: owned(session.userId), omit: [session.token] },
  {
    table: account,
    rows: owned(account.userId),
    omit: [account.password, account.accessToken, account.refreshToken, account.idToken],
  },
  // The authenticator's secret and backup codes are keys as well: only that it is set up.
  {
    table: twoFactor,
    rows: owned(twoFactor.userId),
    omit: [twoFactor.secret, twoFactor.backupCodes],
  },
  { table: conversation, rows: owned(conversation.userId) },
  {
    table: message,
    rows: owned(message.userId),
    byParent: {
      table: conversation,
      rows: owned(conversation.userId),
      key: conversation.id,
      column: message.conversationId,
    },
  },
  {
    table: upload,
    rows: owned(upload.userId),
    omit: [upload.storageKey],
    file: { storageKey: upload.storageKey, name: upload.name, folder: "uploads" },
  },
  {
    table: document,
    rows: owned(document.userId),
    omit: [document.storageKey],
    file: { storageKey: document.storageKey, name: document.name, folder: "documents" },
  },
  {
    table: documentPage,
    // The pages of the account's documents (document_page has no owner column of its own).
    rows: (userId) =>
      sql`${documentPage.documentId} in (select ${document.id} from ${document} where ${document.userId} = ${userId})`,
    byParent: {
      table: document,
      rows: owned(document.userId),
      key: document.id,
      column: documentPage.documentId,
    },
  },
  { table: conversationDocument, rows: owned(conversationDocument.userId) },
  { table: job, rows: owned(job.userId) },
  {
    table: mediaFile,
    rows: owned(mediaFile.userId),
    omit: [mediaFile.storageKey],
    file: { storageKey: mediaFile.storageKey, name: mediaFile.name, folder: "media" },
  },
  // A share link's token opens the file to anyone: the export says which files are shared.
  { table: shareLink, rows: owned(shareLink.userId), omit: [shareLink.token] },
  { table: clonedVoice, rows: owned(clonedVoice.userId) },
  { table: flashcardDeck, rows: owned(flashcardDeck.userId) },
  { table: quiz, rows: owned(quiz.userId) },
  { table: quizAttempt, rows: owned(quizAttempt.userId) },
  { table: goalPlan, rows: owned(goalPlan.userId) },
  { table: presentation, rows: owned(presentation.userId) },
  { table: brandKit, rows: owned(brandKit.userId) },
  { table: toolSuggestion, rows: owned(toolSuggestion.userId) },
  { table: usageCounter, rows: (userId) => eq(usageCounter.subject, `user:${userId}`) },
  { table: usageCharge, rows: owned(usageCharge.userId) },
  // What admins did to the account, and what the account did as an admin.
  {
    table: auditEntry,
    rows: (userId) =>
      or(
        eq(auditEntry.actorId, userId),
        and(eq(auditEntry.targetType, "user"), eq(auditEntry.targetId, userId)),
      ),
  },
];

/**
 * Tables the export leaves out, and why. None of them is an account's own record: secrets in
 * flight, counters of requests, what the install keeps for itself, and what is computed from
 * rows the export holds.
 */
export const notExported: Readonly<Record<string, string>> = {
  // Links' tokens in flight (confirmation, reset, unlock): secrets that work for an hour.
  verification: "one-hour link tokens, secrets while they work",
  // Request counters under keys (per address, per account): limits, not the person's data.
  limit_counter: "request counters of the rate limits",
  rate_limit: "better-auth's request counters, per address",
  // A document's passages and their vectors are cut from and computed of its pages' text,
  // which the export holds.
  document_chunk: "passages cut from document_page's text, with computed vectors",
  instance_milestone: "the install's own milestones",
  provider_credential: "the install's provider keys",
  provider_model_list: "when each provider's model list was last read, for the install",
  provider_model: "the models the providers list, for the install",
  model_default: "the install's default model of each purpose",
  // The admin's usage totals: each day's charges summed per tool, no account in them; the
  // account's own charges are in usage_charge.
  usage_day: "the install's usage per day and tool, summed over every account",
  usage_day_summed: "which days the install's usage sums were made",
};
