import { api, readJson, respondAsync, withBody } from "@/client/api/http";
import { useToolFacts } from "@/client/api/tool-facts";
import type { VideoEditRequest } from "@/shared/tools/video-editor-ai";

/** GET /api/video-editor-ai/actions: which actions this server can run, and why not. */
export const useEditActions = () =>
  useToolFacts(["video-editor-ai", "actions"], () => api["video-editor-ai"].actions.$get());

/** POST /api/video-editor-ai/uploads: the clip to edit. */
export const uploadClip = (file: File) =>
  readJson(api["video-editor-ai"].uploads.$post({ query: { name: file.name } }, withBody(file)));

/** POST /api/video-editor-ai (as a job). */
export const editVideo = (request: VideoEditRequest) =>
  readJson(api["video-editor-ai"].$post({ json: request }, respondAsync));
