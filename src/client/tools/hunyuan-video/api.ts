import { useQuery } from "@tanstack/react-query";
import { readJson } from "@/client/api/http";
import { startToolJob } from "@/client/api/jobs";
import { sessionFetch } from "@/client/lib/session-gate";
import type { HunyuanVideoHostsResponse, HunyuanVideoRequest } from "@/shared/tools/hunyuan-video";

/** GET /api/hunyuan-video/hosts: where this server can run HunyuanVideo, or what enables it. */
export function useHunyuanHosts() {
  return useQuery({
    queryKey: ["hunyuan-video", "hosts"],
    queryFn: () => readJson<HunyuanVideoHostsResponse>(sessionFetch("/api/hunyuan-video/hosts")),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/hunyuan-video (as a job). */
export const generateHunyuanVideo = (request: HunyuanVideoRequest) =>
  startToolJob("/api/hunyuan-video", request);
