import { api, readJson, respondAsync } from "@/client/api/http";
import { useToolFacts } from "@/client/api/tool-facts";
import type { ModelFormat } from "@/shared/models-3d";
import type { MultiviewQuality, MultiviewView } from "@/shared/tools/hunyuan-3d-mv";

/** GET /api/hunyuan-3d-mv/provider: whether this server can build models from photos. */
export const useMultiviewProvider = () =>
  useToolFacts(["hunyuan-3d-mv", "provider"], () => api["hunyuan-3d-mv"].provider.$get());

/** POST /api/hunyuan-3d-mv (as a job): the photos, the side each shows, quality and format. */
export const buildMultiviewModel = (request: {
  imageUrls: string[];
  views: MultiviewView[];
  quality: MultiviewQuality;
  exportFormat: ModelFormat;
}) => readJson(api["hunyuan-3d-mv"].$post({ json: request }, respondAsync));
