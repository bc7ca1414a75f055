import { api, readJson } from "@/client/api/http";
import { type ResultStreamHandlers, readResultStream } from "@/client/api/result-stream";
import { accountResults, guestResults, savedResultHooks } from "@/client/lib/saved-results";
import {
  deckSummary,
  type FlashcardDeck,
  type FlashcardDeckInput,
  type FlashcardDeckSummary,
  type FlashcardDraft,
  flashcardDeckSchema,
  flashcardGenerator,
  type GenerateFlashcardsRequest,
} from "@/shared/tools/flashcard-generator";

/** An account's decks (/api/flashcard-decks) or a guest's (this browser), with their due counts. */
export const decks = savedResultHooks<FlashcardDeck, FlashcardDeckSummary>(flashcardGenerator.id, {
  account: accountResults(api["flashcard-decks"]),
  guest: guestResults(flashcardGenerator.id, flashcardDeckSchema, (deck) =>
    deckSummary(deck, new Date()),
  ),
});

/** POST /api/flashcard-decks/generate: the deck, streamed card by card. */
export const generateDeck = (
  request: GenerateFlashcardsRequest,
  handlers: ResultStreamHandlers<Partial<FlashcardDraft>>,
  signal: AbortSignal,
) =>
  readResultStream(
    api["flashcard-decks"].generate.$post({ json: request }, { init: { signal } }),
    flashcardDeckSchema,
    handlers,
  );

/** A deck from imported cards: stored on the server for an account (POST), in this browser for a guest. */
export async function createDeck(input: FlashcardDeckInput, isAuthenticated: boolean) {
  if (isAuthenticated) return readJson(api["flashcard-decks"].$post({ json: input }));
  const now = new Date().toISOString();
  return { ...input, id: crypto.randomUUID(), createdAt: now, updatedAt: now };
}
