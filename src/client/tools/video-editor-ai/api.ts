import { useQuery } from "@tanstack/react-query";
import { uploadToolFile } from "@/client/api/files";
import { readJson } from "@/client/api/http";
import { startToolJob } from "@/client/api/jobs";
import { sessionFetch } from "@/client/lib/session-gate";
import type { VideoEditActionStatus, VideoEditRequest } from "@/shared/tools/video-editor-ai";

/** GET /api/video-editor-ai/actions: which actions this server can run, and why not. */
export function useEditActions() {
  return useQuery({
    queryKey: ["video-editor-ai", "actions"],
    queryFn: async () =>
      (
        await readJson<{ actions: VideoEditActionStatus[] }>(
          sessionFetch("/api/video-editor-ai/actions"),
        )
      ).actions,
    staleTime: 5 * 60_000,
  });
}

/** POST /api/video-editor-ai/uploads: the clip to edit. */
export const uploadClip = (file: File) => uploadToolFile("/api/video-editor-ai/uploads", file, {});

/** POST /api/video-editor-ai (as a job). */
export const editVideo = (request: VideoEditRequest) =>
  startToolJob("/api/video-editor-ai", request);
