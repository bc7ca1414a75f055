import { api, readFile, readJson, respondAsync } from "@/client/api/http";
import { type ResultStreamHandlers, readResultStream } from "@/client/api/result-stream";
import { useToolFacts } from "@/client/api/tool-facts";
import { toolResults } from "@/client/lib/saved-results";
import {
  type BrandKit,
  type BrandKitDraft,
  brandKitCreator,
  brandKitSchema,
  brandKitSummary,
  type GenerateBrandKitRequest,
  type LogoRequest,
} from "@/shared/tools/brand-kit-creator";

/** An account's kits (/api/brand-kits) or a guest's (this browser). */
export const kits = toolResults(
  brandKitCreator.id,
  api["brand-kits"],
  brandKitSchema,
  brandKitSummary,
);

/** POST /api/brand-kits/generate: the kit, streamed part by part. */
export const generateKit = (
  request: GenerateBrandKitRequest,
  handlers: ResultStreamHandlers<Partial<BrandKitDraft>>,
  signal: AbortSignal,
) =>
  readResultStream(
    api["brand-kits"].generate.$post({ json: request }, { init: { signal } }),
    brandKitSchema,
    handlers,
  );

/** POST /api/brand-kits/sheet: the kit as it is on screen, as a one-page PNG. */
export const brandSheet = ({
  id: _id,
  createdAt: _created,
  updatedAt: _updated,
  ...kit
}: BrandKit) => readFile(api["brand-kits"].sheet.$post({ json: kit }));

/** GET /api/brand-kits/logos: whether this server can draw logos, or what would enable it. */
export const useLogoAvailability = () =>
  useToolFacts([brandKitCreator.id, "logos"], () => api["brand-kits"].logos.$get());

/** POST /api/brand-kits/logos (as a job). */
export const drawLogo = (request: LogoRequest) =>
  readJson(api["brand-kits"].logos.$post({ json: request }, respondAsync));
