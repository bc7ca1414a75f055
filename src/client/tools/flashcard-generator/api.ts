import type { ResultStreamHandlers } from "@/client/api/result-stream";
import { readResultStream } from "@/client/api/result-stream";
import {
  accountResults,
  guestResults,
  savedResultHooks,
  sendJson,
} from "@/client/lib/saved-results";
import { sessionFetch } from "@/client/lib/session-gate";
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
  account: accountResults("flashcard-decks"),
  guest: guestResults(flashcardGenerator.id, flashcardDeckSchema, (deck) =>
    deckSummary(deck, new Date()),
  ),
});

/** POST /api/flashcard-decks/generate: the deck, streamed card by card. */
export function generateDeck(
  request: GenerateFlashcardsRequest,
  handlers: ResultStreamHandlers<Partial<FlashcardDraft>>,
  signal: AbortSignal,
) {
  return readResultStream<FlashcardDeck, Partial<FlashcardDraft>>(
    sessionFetch("/api/flashcard-decks/generate", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(request),
      signal,
    }),
    handlers,
  );
}

/** A deck from imported cards: stored on the server for an account (POST), in this browser for a guest. */
export async function createDeck(input: FlashcardDeckInput, isAuthenticated: boolean) {
  if (isAuthenticated) return sendJson<FlashcardDeck>("POST", "/api/flashcard-decks", input);
  const now = new Date().toISOString();
  return { ...input, id: crypto.randomUUID(), createdAt: now, updatedAt: now };
}
