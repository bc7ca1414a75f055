import { useQuery } from "@tanstack/react-query";
import { readJson } from "@/client/api/http";
import { startToolJob } from "@/client/api/jobs";
import { sessionFetch } from "@/client/lib/session-gate";
import type { ModelProviderStatus } from "@/shared/models-3d";

/** GET /api/3d-model-creator/provider: whether this server can make 3D models. */
export function useModel3dProvider() {
  return useQuery({
    queryKey: ["3d-model-creator", "provider"],
    queryFn: () => readJson<ModelProviderStatus>(sessionFetch("/api/3d-model-creator/provider")),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/3d-model-creator (as a job): the spec's payload, quality in lower case. */
export const createModelFromText = (request: {
  description: string;
  modelType: string;
  exportFormat: string;
  quality: string;
}) => startToolJob("/api/3d-model-creator", request);

/** POST /api/image-to-3d (as a job). */
export const createModelFromImage = (request: {
  imageUrl: string;
  quality: string;
  exportFormat: string;
}) => startToolJob("/api/image-to-3d", request);
