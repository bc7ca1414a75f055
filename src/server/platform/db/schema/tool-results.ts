import { sql } from "drizzle-orm";
import { foreignKey, index, integer, jsonb, pgTable, text, unique } from "drizzle-orm/pg-core";
import type { BrandKit } from "@/shared/tools/brand-kit-creator";
import type { FlashcardDeck } from "@/shared/tools/flashcard-generator";
import type { GoalPlan } from "@/shared/tools/goal-master";
import type { Presentation } from "@/shared/tools/presentation-builder";
import type { Quiz, QuizAttempt } from "@/shared/tools/quiz-generator";
import { user } from "./auth";
import { createdAt, updatedAt } from "./columns";

/** What a result table's `content` column holds: the result without its id and times. */
export type ResultContent<Result> = Omit<Result, "id" | "createdAt" | "updatedAt">;

/**
 * A panel tool's stored results: one row per result, owned by an account (guests keep theirs in
 * the browser), its title for lists and the rest of the result, checked by the tool's zod
 * schema on the way in, as JSON.
 */
function resultTable<Result>(name: string) {
  return pgTable(
    name,
    {
      id: text().primaryKey().default(sql`gen_random_uuid()::text`),
      userId: text()
        .notNull()
        .references(() => user.id, { onDelete: "cascade" }),
      title: text().notNull(),
      content: jsonb().$type<ResultContent<Result>>().notNull(),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    (table) => [
      index(`${name}_user_updated_idx`).on(table.userId, table.updatedAt),
      unique(`${name}_id_user_unique`).on(table.id, table.userId),
    ],
  );
}

export type ResultTable<Result> = ReturnType<typeof resultTable<Result>>;

export const flashcardDeck = resultTable<FlashcardDeck>("flashcard_deck");
export const quiz = resultTable<Omit<Quiz, "attempts">>("quiz");
export const goalPlan = resultTable<GoalPlan>("goal_plan");
export const presentation = resultTable<Presentation>("presentation");
export const brandKit = resultTable<BrandKit>("brand_kit");

/** A quiz taken once; like a message, it carries its quiz's owner and the pair must match. */
export const quizAttempt = pgTable(
  "quiz_attempt",
  {
    id: text().primaryKey().default(sql`gen_random_uuid()::text`),
    quizId: text().notNull(),
    userId: text().notNull(),
    score: integer().notNull(),
    total: integer().notNull(),
    content: jsonb().$type<Pick<QuizAttempt, "mode" | "responses">>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({
      columns: [table.quizId, table.userId],
      foreignColumns: [quiz.id, quiz.userId],
    }).onDelete("cascade"),
    index("quiz_attempt_quiz_created_idx").on(table.quizId, table.createdAt),
  ],
);
