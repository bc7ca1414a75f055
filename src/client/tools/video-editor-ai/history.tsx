import { jobHistory } from "@/client/components/jobs/job-history";
import { videoEditorAi } from "@/shared/tools/video-editor-ai";

/** Past videos in the left panel. */
export const VideoEditorAiHistory = jobHistory(videoEditorAi.id);
