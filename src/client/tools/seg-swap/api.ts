import { useQuery } from "@tanstack/react-query";
import { readJson } from "@/client/api/http";
import { startToolJob } from "@/client/api/jobs";
import { sessionFetch } from "@/client/lib/session-gate";
import type { ImageEditRequest } from "@/shared/tools/seg-swap";

type EditorStatus = { available: true; provider: string } | { available: false; reason: string };

/** GET /api/seg-swap/editor: whether a provider that edits images is configured. */
export function useEditorStatus() {
  return useQuery({
    queryKey: ["seg-swap", "editor"],
    queryFn: () => readJson<EditorStatus>(sessionFetch("/api/seg-swap/editor")),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/seg-swap (as a job). */
export const editImage = (request: ImageEditRequest) => startToolJob("/api/seg-swap", request);
