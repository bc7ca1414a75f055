import { attachedContent } from "@/server/features/uploads/attached-content";
import type { Db } from "@/server/platform/db/client";
import { brandKit } from "@/server/platform/db/schema/tool-results";
import type { ResultStreamWriter } from "@/server/platform/http/result-stream";
import type { GenerationCaller, ToolGeneration } from "@/server/tools/generation";
import { resultStore } from "@/server/tools/result-store";
import {
  type BrandKit,
  type BrandKitDraft,
  brandKitDraftSchema,
  type GenerateBrandKitRequest,
} from "@/shared/tools/brand-kit-creator";

export type DraftWriter = ResultStreamWriter<Partial<BrandKitDraft>>;

const systemPrompt = [
  "You are a brand designer. Create a brand kit for the brand the user describes.",
  "Palette: 5 to 7 colours, each with an evocative name, its hex code as #RRGGBB and a role (primary, secondary, accent, neutral, background, surface, text);",
  "include one background colour and one text colour that read well together.",
  "Typography: a heading and a body font from Google Fonts, by their family names there, with category and weights, and why they pair well.",
  "Then 3 to 5 tagline options, the voice and tone (3 to 5 traits, a summary, three do's and three don'ts),",
  "and 2 to 4 logo concepts, each with a detailed prompt an image model could draw the logo from.",
  "When the user attaches images or documents (an existing logo, a mood board, guidelines), keep their colours and style.",
].join(" ");

/** Brand kits of an account (stored) or a guest (kept by the browser). */
export function brandKitService(db: Db, generation: ToolGeneration) {
  const store = (userId: string) => resultStore<BrandKit>(db, brandKit, userId);

  return {
    store,

    async prepare(request: Required<GenerateBrandKitRequest>, caller: GenerationCaller) {
      const resolved = await generation.prepare(caller, request.model);
      const assets = await attachedContent(
        generation.uploads(caller),
        request.uploadIds,
        resolved.model,
      );
      return async (writer: DraftWriter): Promise<BrandKit> => {
        const draft = await generation.ask(
          resolved,
          caller,
          {
            schema: brandKitDraftSchema,
            name: "brand_kit",
            system: systemPrompt,
            prompt: [
              {
                role: "user",
                content: [
                  {
                    type: "text",
                    text: `Brand: ${request.name}\nIndustry: ${request.industry}\nAbout it: ${request.description}`,
                  },
                  ...assets,
                ],
              },
            ],
          },
          writer,
        );
        const content = {
          ...draft,
          palette: draft.palette.map((colour) => ({
            ...colour,
            name: colour.name.trim(),
            hex: colour.hex.toUpperCase(),
          })),
          taglines: draft.taglines.map((line) => line.trim()).filter(Boolean),
          industry: request.industry,
          name: request.name,
          description: request.description,
          logoJobs: {},
        };
        if (caller.accountId) return store(caller.accountId).create(content.name, content);
        const now = new Date().toISOString();
        return { ...content, id: crypto.randomUUID(), createdAt: now, updatedAt: now };
      };
    },
  };
}
