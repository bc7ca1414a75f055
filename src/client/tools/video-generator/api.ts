import { useQuery } from "@tanstack/react-query";
import { api, readJson, respondAsync, withBody } from "@/client/api/http";
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
        return { ...(await readJson(api["video-models"].$get())), fallback: false };
      } catch {
        return { models: fallbackVideoModels, setup: null, fallback: true };
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** POST /api/video-generation/uploads: the first frame or the source clip. */
export const uploadVideoSource = (file: File, type: VideoUploadType) =>
  readJson(
    api["video-generation"].uploads.$post({ query: { type, name: file.name } }, withBody(file)),
  );

/** POST /api/video-generation (as a job). */
export const generateVideo = (request: VideoGenerationRequest) =>
  readJson(api["video-generation"].$post({ json: request }, respondAsync));
