import { useQuery } from "@tanstack/react-query";
import { readJson } from "@/client/api/http";
import { startToolJob } from "@/client/api/jobs";
import { sessionFetch } from "@/client/lib/session-gate";
import type { MultiviewQuality, MultiviewView } from "@/shared/tools/hunyuan-3d-mv";

type ProviderStatus = { available: true; provider: string } | { available: false; reason: string };

/** GET /api/hunyuan-3d-mv/provider: whether this server can build models from photos. */
export function useMultiviewProvider() {
  return useQuery({
    queryKey: ["hunyuan-3d-mv", "provider"],
    queryFn: () => readJson<ProviderStatus>(sessionFetch("/api/hunyuan-3d-mv/provider")),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/hunyuan-3d-mv (as a job): the photos, the side each shows, quality and format. */
export const buildMultiviewModel = (request: {
  imageUrls: string[];
  views: MultiviewView[];
  quality: MultiviewQuality;
  exportFormat: string;
}) => startToolJob("/api/hunyuan-3d-mv", request);
