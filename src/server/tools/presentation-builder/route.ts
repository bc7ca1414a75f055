import { Hono } from "hono";
import { type AppEnv, requireAccount, requireSession } from "@/server/features/auth/session";
import { presentation } from "@/server/platform/db/schema/tool-results";
import { attachmentName } from "@/server/platform/http/attachment-name";
import { resultStream } from "@/server/platform/http/result-stream";
import { validate, validId } from "@/server/platform/http/validate";
import { generationCaller, toolGeneration } from "@/server/tools/generation";
import { toolServer } from "@/server/tools/panel-tool";
import { asStored, notYours, savedResultRoutes } from "@/server/tools/saved-result-routes";
import {
  generatePresentationRequestSchema,
  presentationBuilder,
  presentationInputSchema,
  presentationSummary,
} from "@/shared/tools/presentation-builder";
import { pptxMediaType, presentationToPptx } from "./pptx";
import { presentationService } from "./service";

const notFound = () => notYours("deck");

/**
 * POST /presentations/generate (5 to 50 slides), PUT /presentations/:id (edited slides), POST
 * /presentations/export (any deck, as .pptx; guests' decks too), and the account's list, one
 * deck and delete.
 */
export const presentationBuilderServer = toolServer(presentationBuilder, (deps) => {
  const service = presentationService(deps.db, toolGeneration(deps, presentationBuilder.id));
  return new Hono<AppEnv>()
    .post(
      "/presentations/generate",
      validate("json", generatePresentationRequestSchema),
      async (c) => {
        const caller = generationCaller(c);
        const run = await service.prepare(c.req.valid("json"), caller);
        return resultStream(deps.logger, caller.signal, run);
      },
    )
    .post("/presentations/export", validate("json", presentationInputSchema), async (c) => {
      requireSession(c);
      const deck = c.req.valid("json");
      const bytes = await presentationToPptx(deck);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": pptxMediaType,
        "Content-Disposition": attachmentName(deck.title, "pptx"),
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "no-store",
      });
    })
    .put(
      "/presentations/:id",
      validId(notFound),
      validate("json", presentationInputSchema),
      async (c) => {
        const { user } = requireAccount(c);
        const owner = service.store(user.id);
        const id = c.req.valid("param").id;
        const deck = await owner.get(id);
        if (!deck) throw notFound();
        const { title, subtitle, slides } = c.req.valid("json");
        const saved = await owner.replace(id, title, {
          title,
          subtitle,
          slides,
          topic: deck.topic,
          audience: deck.audience,
        });
        if (!saved) throw notFound();
        return c.json(saved);
      },
    )
    .route(
      "/",
      savedResultRoutes(deps.db, {
        path: "presentations",
        table: presentation,
        noun: "deck",
        summaries: (decks) => decks.map(presentationSummary),
        complete: asStored,
      }),
    );
});
