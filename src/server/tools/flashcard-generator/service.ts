import { attachedContent } from "@/server/features/uploads/attached-content";
import type { Db } from "@/server/platform/db/client";
import { flashcardDeck } from "@/server/platform/db/schema/tool-results";
import type { ResultStreamWriter } from "@/server/platform/http/result-stream";
import type { GenerationCaller, ToolGeneration } from "@/server/tools/generation";
import { resultStore } from "@/server/tools/result-store";
import {
  type FlashcardDeck,
  type FlashcardDeckInput,
  type FlashcardDraft,
  flashcardDraftSchema,
  type GenerateFlashcardsRequest,
} from "@/shared/tools/flashcard-generator";

export type DraftWriter = ResultStreamWriter<Partial<FlashcardDraft>>;

function systemPrompt(count: number, difficulty: string) {
  return [
    `You write study flashcards: exactly ${count} cards at the ${difficulty} level, from the material the user gives.`,
    "Each card tests one idea. The front asks a question or names a term; the back answers it in at most two sentences.",
    "Give a hint only when it helps without giving the answer away; otherwise hint is null.",
    "Write in the language of the material. Title the deck in a few words.",
  ].join(" ");
}

/** The account's decks, or a guest's deck that only the browser will keep. */
export function flashcardService(db: Db, generation: ToolGeneration) {
  const store = (userId: string) => resultStore<FlashcardDeck>(db, flashcardDeck, userId);

  return {
    store,

    /** Checks rate, model and attachments (errors before any streaming), then returns the run. */
    async prepare(request: Required<GenerateFlashcardsRequest>, caller: GenerationCaller) {
      const resolved = await generation.prepare(caller, request.model);
      const attached = await attachedContent(
        generation.uploads(caller),
        request.uploadIds,
        resolved.model,
      );
      const count = Number(request.count);
      return async (writer: DraftWriter): Promise<FlashcardDeck> => {
        const material = request.sourceText.trim();
        const draft = await generation.ask(
          resolved,
          caller,
          {
            schema: flashcardDraftSchema,
            name: "flashcard_deck",
            system: systemPrompt(count, request.difficulty),
            prompt: [
              {
                role: "user",
                content: [
                  ...(material ? [{ type: "text" as const, text: material }] : []),
                  ...attached,
                ],
              },
            ],
          },
          writer,
        );
        const deck: FlashcardDeckInput = {
          title: draft.title.trim().slice(0, 120),
          difficulty: request.difficulty,
          cards: draft.cards.slice(0, count).map((card) => ({
            id: crypto.randomUUID(),
            front: card.front.trim(),
            back: card.back.trim(),
            hint: card.hint?.trim() || null,
            progress: null,
          })),
        };
        if (caller.accountId) return store(caller.accountId).create(deck.title, deck);
        const now = new Date().toISOString();
        return { ...deck, id: crypto.randomUUID(), createdAt: now, updatedAt: now };
      };
    },
  };
}
