import { jobHistory } from "@/client/components/jobs/job-history";
import { hunyuanVideo } from "@/shared/tools/hunyuan-video";

/** Past videos in the left panel. */
export const HunyuanVideoHistory = jobHistory(hunyuanVideo.id);
