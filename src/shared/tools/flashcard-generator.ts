import { z } from "zod";
import { idSchema } from "../ids";
import { workbenchModels } from "../models";
import { textField } from "../text";
import { defineTool } from "./define-tool";
import { filled, generationRequest, savedResult } from "./results";

export const flashcardCounts = ["10", "20", "30", "50"] as const;
export const flashcardDifficulties = ["Beginner", "Intermediate", "Advanced"] as const;

const options = z.object({
  count: z.enum(flashcardCounts).default("10"),
  difficulty: z.enum(flashcardDifficulties).default("Intermediate"),
});

export const flashcardGenerator = defineTool({
  id: "flashcard-generator",
  name: "Flashcard Generator",
  description: "Make study flashcards from a topic or your notes.",
  category: "Education",
  icon: "layers",
  kind: "panel",
  messageBar: true,
  uploadAccept: [".pdf", ".txt", ".md", ".docx"],
  models: workbenchModels,
  options,
  assistant: { pattern: /\b(flash ?cards?|study|studying|memori[sz]e)\b/, rank: 6 },
});

/** What the model writes: a deck title and cards (structured output; no length keywords). */
export const flashcardDraftSchema = z.object({
  title: filled("a short name for the deck"),
  cards: z
    .array(
      z.object({
        front: filled("the question, term or prompt"),
        back: filled("the answer"),
        hint: z.string().nullable().describe("a short hint that does not give the answer, or null"),
      }),
    )
    .refine((cards) => cards.length >= 1 && cards.length <= 50, "between 1 and 50 cards"),
});
export type FlashcardDraft = z.infer<typeof flashcardDraftSchema>;

/** A card's spaced-repetition state (FSRS), null until first studied. Dates are ISO strings. */
export const cardProgressSchema = z.object({
  due: z.iso.datetime(),
  stability: z.number().nonnegative(),
  difficulty: z.number().nonnegative(),
  elapsedDays: z.number().nonnegative(),
  scheduledDays: z.number().nonnegative(),
  learningSteps: z.number().int().nonnegative(),
  reps: z.number().int().nonnegative(),
  lapses: z.number().int().nonnegative(),
  /** 0 new, 1 learning, 2 review, 3 relearning. */
  state: z.number().int().min(0).max(3),
  lastReview: z.iso.datetime().nullable(),
});
export type CardProgress = z.infer<typeof cardProgressSchema>;

export const flashcardSchema = z.object({
  id: idSchema,
  front: textField().trim().min(1, "A card needs a front.").max(2000),
  back: textField().trim().min(1, "A card needs a back.").max(4000),
  hint: textField().trim().max(500).nullable(),
  progress: cardProgressSchema.nullable(),
});
export type Flashcard = z.infer<typeof flashcardSchema>;

/** What a person may change about a deck (PUT /api/flashcard-decks/:id) or create from an import. */
export const flashcardDeckInputSchema = z.object({
  title: textField().trim().min(1, "Give the deck a title.").max(120),
  difficulty: z.enum(flashcardDifficulties),
  cards: z.array(flashcardSchema).min(1, "A deck needs at least one card.").max(500),
});
export type FlashcardDeckInput = z.infer<typeof flashcardDeckInputSchema>;

export const flashcardDeckSchema = savedResult(flashcardDeckInputSchema);
export type FlashcardDeck = z.infer<typeof flashcardDeckSchema>;

export type FlashcardDeckSummary = {
  id: string;
  title: string;
  cardCount: number;
  dueCount: number;
  updatedAt: string;
};

/** POST /api/flashcard-decks/generate: typed source text, attached files, or both. */
export const generateFlashcardsRequestSchema = generationRequest({
  count: z.enum(flashcardCounts),
  difficulty: z.enum(flashcardDifficulties),
  sourceText: textField().max(50_000, "Paste at most 50,000 characters.").default(""),
  uploadIds: z.array(idSchema).max(10, "Attach at most 10 files.").default([]),
}).refine(
  (request) => request.sourceText.trim().length > 0 || request.uploadIds.length > 0,
  "Type a topic or notes, or attach a file to make cards from.",
);
export type GenerateFlashcardsRequest = z.input<typeof generateFlashcardsRequestSchema>;

/** New cards, and cards whose next review is due by `now`. */
export function isDue(card: Flashcard, now: Date): boolean {
  return card.progress === null || Date.parse(card.progress.due) <= now.getTime();
}

export function deckSummary(deck: FlashcardDeck, now: Date): FlashcardDeckSummary {
  return {
    id: deck.id,
    title: deck.title,
    cardCount: deck.cards.length,
    dueCount: deck.cards.filter((card) => isDue(card, now)).length,
    updatedAt: deck.updatedAt,
  };
}
