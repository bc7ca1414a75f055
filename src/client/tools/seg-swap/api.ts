import { api, readJson, respondAsync } from "@/client/api/http";
import { useToolFacts } from "@/client/api/tool-facts";
import type { ImageEditRequest } from "@/shared/tools/seg-swap";

/** GET /api/seg-swap/editor: whether a provider that edits images is configured. */
export const useEditorStatus = () =>
  useToolFacts(["seg-swap", "editor"], () => api["seg-swap"].editor.$get());

/** POST /api/seg-swap (as a job). */
export const editImage = (request: ImageEditRequest) =>
  readJson(api["seg-swap"].$post({ json: request }, respondAsync));
