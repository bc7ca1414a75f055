import { useQuery } from "@tanstack/react-query";
import { uploadToolFile } from "@/client/api/files";
import { readJson } from "@/client/api/http";
import { startToolJob } from "@/client/api/jobs";
import { sessionFetch } from "@/client/lib/session-gate";
import {
  fallbackVideoModels,
  type VideoGenerationRequest,
  type VideoModelsResponse,
  type VideoUploadType,
} from "@/shared/tools/video-generator";

/**
 * GET /api/video-models: the models this server can run. When it cannot answer, the spec's
 * fallback list is shown (its errors are swallowed, as the spec says).
 */
export function useVideoModels() {
  return useQuery({
    queryKey: ["video-models"],
    queryFn: async (): Promise<VideoModelsResponse & { fallback: boolean }> => {
      try {
        return {
          ...(await readJson<VideoModelsResponse>(sessionFetch("/api/video-models"))),
          fallback: false,
        };
      } catch {
        return { models: fallbackVideoModels, setup: null, fallback: true };
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** POST /api/video-generation/uploads: the first frame or the source clip. */
export const uploadVideoSource = (file: File, type: VideoUploadType) =>
  uploadToolFile("/api/video-generation/uploads", file, { type });

/** POST /api/video-generation (as a job). */
export const generateVideo = (request: VideoGenerationRequest) =>
  startToolJob("/api/video-generation", request);
