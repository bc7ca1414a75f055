import { api, readFile } from "@/client/api/http";
import { type ResultStreamHandlers, readResultStream } from "@/client/api/result-stream";
import { toolResults } from "@/client/lib/saved-results";
import {
  type GeneratePresentationRequest,
  type Presentation,
  type PresentationDraft,
  presentationBuilder,
  presentationSchema,
  presentationSummary,
} from "@/shared/tools/presentation-builder";

/** An account's decks (/api/presentations) or a guest's (this browser). */
export const decks = toolResults(
  presentationBuilder.id,
  api.presentations,
  presentationSchema,
  presentationSummary,
);

/** POST /api/presentations/generate: the deck, streamed slide by slide. */
export const generateDeck = (
  request: GeneratePresentationRequest,
  handlers: ResultStreamHandlers<Partial<PresentationDraft>>,
  signal: AbortSignal,
) =>
  readResultStream(
    api.presentations.generate.$post({ json: request }, { init: { signal } }),
    presentationSchema,
    handlers,
  );

/** POST /api/presentations/export: the deck as it is on screen, as a .pptx file. */
export const exportPptx = ({ title, subtitle, slides }: Presentation) =>
  readFile(api.presentations.export.$post({ json: { title, subtitle, slides } }));
