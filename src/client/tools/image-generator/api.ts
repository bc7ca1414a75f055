import { useQuery } from "@tanstack/react-query";
import { readJson } from "@/client/api/http";
import { startToolJob } from "@/client/api/jobs";
import { sessionFetch } from "@/client/lib/session-gate";
import type { ImageGenerationRequest, ImageModelStatus } from "@/shared/tools/image-generator";

/** GET /api/image-generation/models: each model, available or with the reason it is not. */
export function useImageModels() {
  return useQuery({
    queryKey: ["image-generation", "models"],
    queryFn: async () =>
      (await readJson<{ models: ImageModelStatus[] }>(sessionFetch("/api/image-generation/models")))
        .models,
    staleTime: 5 * 60_000,
  });
}

/** POST /api/image-generation (as a job). */
export const generateImages = (request: ImageGenerationRequest) =>
  startToolJob("/api/image-generation", request);
