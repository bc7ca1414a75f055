import { api, readJson, respondAsync } from "@/client/api/http";
import { useToolFacts } from "@/client/api/tool-facts";
import type { HunyuanVideoRequest } from "@/shared/tools/hunyuan-video";

/** GET /api/hunyuan-video/hosts: where this server can run HunyuanVideo, or what enables it. */
export const useHunyuanHosts = () =>
  useToolFacts(["hunyuan-video", "hosts"], () => api["hunyuan-video"].hosts.$get());

/** POST /api/hunyuan-video (as a job). */
export const generateHunyuanVideo = (request: HunyuanVideoRequest) =>
  readJson(api["hunyuan-video"].$post({ json: request }, respondAsync));
