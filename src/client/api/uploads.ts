import type { ToolId } from "@/shared/tools/registry";
import { api, readJson } from "./http";

/** POST /api/uploads: stores one attachment for this session; the server checks size and type. */
export function uploadFile(file: File, toolId: ToolId) {
  return readJson(api.uploads.$post({ form: { file, toolId } }));
}
