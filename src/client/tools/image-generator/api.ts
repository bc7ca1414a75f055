import { api, readJson, respondAsync } from "@/client/api/http";
import { useToolFacts } from "@/client/api/tool-facts";
import type { ImageGenerationRequest } from "@/shared/tools/image-generator";

/** GET /api/image-generation/models: each model, available or with the reason it is not. */
export const useImageModels = () =>
  useToolFacts(["image-generation", "models"], () => api["image-generation"].models.$get());

/** POST /api/image-generation (as a job). */
export const generateImages = (request: ImageGenerationRequest) =>
  readJson(api["image-generation"].$post({ json: request }, respondAsync));
