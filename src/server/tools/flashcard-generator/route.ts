import { Hono } from "hono";
import { type AppEnv, requireAccount } from "@/server/features/auth/session";
import { flashcardDeck } from "@/server/platform/db/schema/tool-results";
import { resultStream } from "@/server/platform/http/result-stream";
import { validate, validId } from "@/server/platform/http/validate";
import { generationCaller, toolGeneration } from "@/server/tools/generation";
import { toolServer } from "@/server/tools/panel-tool";
import { asStored, notYours, savedResultRoutes } from "@/server/tools/saved-result-routes";
import {
  deckSummary,
  flashcardDeckInputSchema,
  flashcardGenerator,
  generateFlashcardsRequestSchema,
} from "@/shared/tools/flashcard-generator";
import { chatModelReadiness } from "@/shared/tools/readiness";
import { flashcardService } from "./service";

const notFound = () => notYours("deck");

/**
 * POST /flashcard-decks/generate (any session; an account's deck is stored), POST
 * /flashcard-decks (an imported deck), PUT /flashcard-decks/:id (edits and study progress), and
 * the account's list, one deck and delete.
 */
export const flashcardGeneratorServer = toolServer(
  flashcardGenerator,
  (deps) => {
    const service = flashcardService(deps.db, toolGeneration(deps, flashcardGenerator.id));
    return new Hono<AppEnv>()
      .post(
        "/flashcard-decks/generate",
        validate("json", generateFlashcardsRequestSchema),
        async (c) => {
          const caller = generationCaller(c);
          const run = await service.prepare(c.req.valid("json"), caller);
          return resultStream(deps.logger, caller.signal, run);
        },
      )
      .post("/flashcard-decks", validate("json", flashcardDeckInputSchema), async (c) => {
        const { user } = requireAccount(c);
        const input = c.req.valid("json");
        return c.json(await service.store(user.id).create(input.title, input), 201);
      })
      .put(
        "/flashcard-decks/:id",
        validId(notFound),
        validate("json", flashcardDeckInputSchema),
        async (c) => {
          const { user } = requireAccount(c);
          const input = c.req.valid("json");
          const saved = await service
            .store(user.id)
            .replace(c.req.valid("param").id, input.title, input);
          if (!saved) throw notFound();
          return c.json(saved);
        },
      )
      .route(
        "/",
        savedResultRoutes(deps.db, {
          path: "flashcard-decks",
          table: flashcardDeck,
          noun: "deck",
          summaries: (decks) => decks.map((deck) => deckSummary(deck, new Date())),
          complete: asStored,
        }),
      );
  },
  {
    // Decks are imported from CSV without a model; generating them needs one.
    readiness: async ({ ai }) =>
      chatModelReadiness(await ai.chat.catalogue(), flashcardGenerator.id, "partial"),
  },
);
