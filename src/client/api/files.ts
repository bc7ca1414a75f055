import { sessionFetch } from "@/client/lib/session-gate";
import type { MediaFileView } from "@/shared/jobs";
import type { ToolId } from "@/shared/tools/registry";
import { readJson } from "./http";

/** POST /api/files: streams one media file up; the server reads its type from its bytes. */
export function uploadMediaFile(
  file: File,
  options: { toolId: ToolId; kind: "image" | "audio" | "video" | "model" },
) {
  const query = new URLSearchParams({
    name: file.name,
    toolId: options.toolId,
    kind: options.kind,
  });
  return readJson<MediaFileView>(
    sessionFetch(`/api/files?${query}`, {
      method: "POST",
      body: file,
      headers: { "content-type": "application/octet-stream" },
    }),
  );
}

/**
 * A tool's own upload route (`POST /api/<tool>/uploads?...`): the file streams up as the body,
 * and the server checks its type and the tool's size cap.
 */
export function uploadToolFile(path: string, file: File, query: Record<string, string>) {
  const search = new URLSearchParams({ name: file.name, ...query });
  return readJson<MediaFileView>(
    sessionFetch(`${path}?${search}`, {
      method: "POST",
      body: file,
      headers: { "content-type": "application/octet-stream" },
    }),
  );
}
