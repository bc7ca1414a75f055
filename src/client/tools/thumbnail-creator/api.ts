import { api, readJson, respondAsync } from "@/client/api/http";
import type { ThumbnailRequest } from "@/shared/tools/thumbnail-creator";

/** POST /api/thumbnail-creator (as a job). */
export const createThumbnail = (request: ThumbnailRequest) =>
  readJson(api["thumbnail-creator"].$post({ json: request }, respondAsync));
