import { useQuery } from "@tanstack/react-query";
import { postForFile } from "@/client/api/download";
import { readJson } from "@/client/api/http";
import { startToolJob } from "@/client/api/jobs";
import { type ResultStreamHandlers, readResultStream } from "@/client/api/result-stream";
import { accountResults, guestResults, savedResultHooks } from "@/client/lib/saved-results";
import { sessionFetch } from "@/client/lib/session-gate";
import {
  type BrandKit,
  type BrandKitDraft,
  type BrandKitSummary,
  brandKitCreator,
  brandKitSchema,
  brandKitSummary,
  type GenerateBrandKitRequest,
  type LogoAvailability,
  type LogoRequest,
} from "@/shared/tools/brand-kit-creator";

/** An account's kits (/api/brand-kits) or a guest's (this browser). */
export const kits = savedResultHooks<BrandKit, BrandKitSummary>(brandKitCreator.id, {
  account: accountResults("brand-kits"),
  guest: guestResults(brandKitCreator.id, brandKitSchema, brandKitSummary),
});

/** POST /api/brand-kits/generate: the kit, streamed part by part. */
export function generateKit(
  request: GenerateBrandKitRequest,
  handlers: ResultStreamHandlers<Partial<BrandKitDraft>>,
  signal: AbortSignal,
) {
  return readResultStream<BrandKit, Partial<BrandKitDraft>>(
    sessionFetch("/api/brand-kits/generate", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(request),
      signal,
    }),
    handlers,
  );
}

/** POST /api/brand-kits/sheet: the kit as it is on screen, as a one-page PNG. */
export const brandSheet = ({
  id: _id,
  createdAt: _created,
  updatedAt: _updated,
  ...kit
}: BrandKit) => postForFile("/api/brand-kits/sheet", kit);

/** GET /api/brand-kits/logos: whether this server can draw logos, or what would enable it. */
export function useLogoAvailability() {
  return useQuery({
    queryKey: [brandKitCreator.id, "logos"],
    queryFn: () => readJson<LogoAvailability>(sessionFetch("/api/brand-kits/logos")),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/brand-kits/logos (as a job). */
export const drawLogo = (request: LogoRequest) => startToolJob("/api/brand-kits/logos", request);
