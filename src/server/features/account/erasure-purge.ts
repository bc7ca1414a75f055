import { getTableName, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/server/platform/db/client";
import {
  toolSuggestion,
  userPreference,
  userProfile,
} from "@/server/platform/db/schema/account-data";
import { auditEntry } from "@/server/platform/db/schema/admin";
import {
  account,
  limitCounter,
  session,
  twoFactor,
  user,
  verification,
} from "@/server/platform/db/schema/auth";
import {
  conversationDocument,
  document,
  documentChunk,
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

/** Whether `table` has a row whose `column` is the account's id. */
const ownedBy =
  (table: PgTable, column: PgColumn) =>
  (id: string): SQL =>
    sql`exists (select 1 from ${table} where ${column} = ${id})`;

const always = (): SQL => sql`true`;

/**
 * Every table whose rows can name an account (its id, address, name, or what it wrote), with
 * how to tell, before the account goes, whether it has any there; a table whose rows belong to
 * another table's (a conversation's messages, a document's pages) asks that table, through an
 * index, instead of reading its own rows. `erasure-purge.test.ts` walks the schema: a table
 * with a user id, or below one, that is not here fails it.
 */
export const tablesThatNameAccounts: ReadonlyArray<readonly [PgTable, (id: string) => SQL]> = [
  // better-auth deletes an account's sessions and sign-in methods before the user row (whose
  // deletion runs the erasure), so by then they cannot be asked; both tables are small.
  [user, always],
  [session, always],
  [account, always],
  [twoFactor, ownedBy(twoFactor, twoFactor.userId)],
  // Links' tokens and Bismo's counters name an account inside their text (user-erasure.ts);
  // both tables are small (tokens live an hour, counters a window).
  [verification, always],
  [limitCounter, always],
  [usageCounter, (id) => ownedBy(usageCounter, usageCounter.subject)(`user:${id}`)],
  [usageCharge, ownedBy(usageCharge, usageCharge.userId)],
  [
    auditEntry,
    (id) =>
      sql`${ownedBy(auditEntry, auditEntry.actorId)(id)} or ${ownedBy(auditEntry, auditEntry.targetId)(id)}`,
  ],
  [userProfile, ownedBy(userProfile, userProfile.userId)],
  [userPreference, ownedBy(userPreference, userPreference.userId)],
  [toolSuggestion, ownedBy(toolSuggestion, toolSuggestion.userId)],
  [conversation, ownedBy(conversation, conversation.userId)],
  [message, ownedBy(conversation, conversation.userId)],
  [upload, ownedBy(upload, upload.userId)],
  [document, ownedBy(document, document.userId)],
  [documentPage, ownedBy(document, document.userId)],
  [documentChunk, ownedBy(document, document.userId)],
  [conversationDocument, ownedBy(document, document.userId)],
  [job, ownedBy(job, job.userId)],
  [mediaFile, ownedBy(mediaFile, mediaFile.userId)],
  [shareLink, ownedBy(mediaFile, mediaFile.userId)],
  [clonedVoice, ownedBy(clonedVoice, clonedVoice.userId)],
  [flashcardDeck, ownedBy(flashcardDeck, flashcardDeck.userId)],
  [quiz, ownedBy(quiz, quiz.userId)],
  [quizAttempt, ownedBy(quiz, quiz.userId)],
  [goalPlan, ownedBy(goalPlan, goalPlan.userId)],
  [presentation, ownedBy(presentation, presentation.userId)],
  [brandKit, ownedBy(brandKit, brandKit.userId)],
];

/**
 * The tables that hold something of the account now, by name, in one statement: after the
 * account's deletion these are rewritten (Database.purgeDeleted), and only these, since
 * rewriting a table holds it for the time it takes.
 */
export async function tablesNaming(db: Db, userId: string): Promise<string[]> {
  const checks = tablesThatNameAccounts.map(
    ([table, names]) => sql`select ${getTableName(table)} as name where ${names(userId)}`,
  );
  const rows = (await db.execute(sql.join(checks, sql` union all `))) as unknown as {
    rows: { name: string }[];
  };
  return rows.rows.map((row) => row.name);
}
