import { api, readJson, respondAsync } from "@/client/api/http";
import { useToolFacts } from "@/client/api/tool-facts";
import type { ImageTo3dRequest, TextTo3dRequest } from "@/shared/tools/3d-model-creator";

/** GET /api/3d-model-creator/provider: whether this server can make 3D models. */
export const useModel3dProvider = () =>
  useToolFacts(["3d-model-creator", "provider"], () => api["3d-model-creator"].provider.$get());

/** POST /api/3d-model-creator (as a job): the spec's payload, quality in lower case. */
export const createModelFromText = (request: Omit<TextTo3dRequest, "mode">) =>
  readJson(api["3d-model-creator"].$post({ json: request }, respondAsync));

/** POST /api/image-to-3d (as a job). */
export const createModelFromImage = (request: Omit<ImageTo3dRequest, "mode">) =>
  readJson(api["image-to-3d"].$post({ json: request }, respondAsync));
