import { postForFile } from "@/client/api/download";
import { type ResultStreamHandlers, readResultStream } from "@/client/api/result-stream";
import { accountResults, guestResults, savedResultHooks } from "@/client/lib/saved-results";
import { sessionFetch } from "@/client/lib/session-gate";
import {
  type GeneratePresentationRequest,
  type Presentation,
  type PresentationDraft,
  type PresentationSummary,
  presentationBuilder,
  presentationSchema,
  presentationSummary,
} from "@/shared/tools/presentation-builder";

/** An account's decks (/api/presentations) or a guest's (this browser). */
export const decks = savedResultHooks<Presentation, PresentationSummary>(presentationBuilder.id, {
  account: accountResults("presentations"),
  guest: guestResults(presentationBuilder.id, presentationSchema, presentationSummary),
});

/** POST /api/presentations/generate: the deck, streamed slide by slide. */
export function generateDeck(
  request: GeneratePresentationRequest,
  handlers: ResultStreamHandlers<Partial<PresentationDraft>>,
  signal: AbortSignal,
) {
  return readResultStream<Presentation, Partial<PresentationDraft>>(
    sessionFetch("/api/presentations/generate", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(request),
      signal,
    }),
    handlers,
  );
}

/** POST /api/presentations/export: the deck as it is on screen, as a .pptx file. */
export const exportPptx = (deck: Presentation) =>
  postForFile("/api/presentations/export", {
    title: deck.title,
    subtitle: deck.subtitle,
    slides: deck.slides,
  });
