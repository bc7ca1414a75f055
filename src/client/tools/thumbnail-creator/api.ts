import { startToolJob } from "@/client/api/jobs";
import type { ThumbnailRequest } from "@/shared/tools/thumbnail-creator";

/** POST /api/thumbnail-creator (as a job). */
export const createThumbnail = (request: ThumbnailRequest) =>
  startToolJob("/api/thumbnail-creator", request);
