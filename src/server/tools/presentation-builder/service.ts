import type { Db } from "@/server/platform/db/client";
import { presentation } from "@/server/platform/db/schema/tool-results";
import type { ResultStreamWriter } from "@/server/platform/http/result-stream";
import type { GenerationCaller, ToolGeneration } from "@/server/tools/generation";
import { resultStore } from "@/server/tools/result-store";
import {
  audienceLabels,
  type GeneratePresentationRequest,
  type Presentation,
  type PresentationDraft,
  presentationDraftSchema,
} from "@/shared/tools/presentation-builder";

export type DraftWriter = ResultStreamWriter<Partial<PresentationDraft>>;

function systemPrompt(slideCount: number, audience: string) {
  return [
    `You write a slide deck of exactly ${slideCount} slides for a ${audience} audience about the user's topic.`,
    "Slide 1 has the title layout: the deck's title, and one line of bullets as its subtitle.",
    "Group the other slides into 2 to 6 sections; a section may open with a section slide.",
    "Content slides have 3 to 6 bullets of at most 12 words; use two-column to compare two things (the first half of the bullets is the left column).",
    "Every slide has speaker notes: what the presenter says, in two to four sentences.",
    "Write in the language of the topic.",
  ].join(" ");
}

/** Decks of an account (stored) or a guest (kept by the browser). */
export function presentationService(db: Db, generation: ToolGeneration) {
  const store = (userId: string) => resultStore<Presentation>(db, presentation, userId);

  return {
    store,

    async prepare(request: GeneratePresentationRequest, caller: GenerationCaller) {
      const resolved = await generation.prepare(caller, request.model);
      return async (writer: DraftWriter): Promise<Presentation> => {
        const draft = await generation.ask(
          resolved,
          caller,
          {
            schema: presentationDraftSchema(request.slideCount),
            name: "presentation",
            system: systemPrompt(
              request.slideCount,
              audienceLabels[request.audience].toLowerCase(),
            ),
            prompt: [{ role: "user", content: request.topic }],
          },
          writer,
        );
        const content = {
          title: draft.title.trim().slice(0, 300),
          subtitle: draft.subtitle.trim().slice(0, 300),
          topic: request.topic,
          audience: request.audience,
          slides: draft.slides.map((slide) => ({
            id: crypto.randomUUID(),
            section: slide.section.trim().slice(0, 200),
            layout: slide.layout,
            title: slide.title.trim().slice(0, 300),
            bullets: slide.bullets
              .map((bullet) => bullet.trim().slice(0, 500))
              .filter(Boolean)
              .slice(0, 12),
            notes: slide.notes.trim().slice(0, 5000),
          })),
        };
        if (caller.accountId) return store(caller.accountId).create(content.title, content);
        const now = new Date().toISOString();
        return { ...content, id: crypto.randomUUID(), createdAt: now, updatedAt: now };
      };
    },
  };
}
