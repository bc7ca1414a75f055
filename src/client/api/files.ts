import type { ToolId } from "@/shared/tools/registry";
import { api, readJson, withBody } from "./http";

/** POST /api/files: streams one media file up; the server reads its type from its bytes. */
export function uploadMediaFile(
  file: File,
  options: { toolId: ToolId; kind: "image" | "audio" | "video" | "model" },
) {
  const query = { name: file.name, toolId: options.toolId, kind: options.kind };
  return readJson(api.files.$post({ query }, withBody(file)));
}
