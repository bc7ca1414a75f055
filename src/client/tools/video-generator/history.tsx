import { jobHistory } from "@/client/components/jobs/job-history";
import { videoGenerator } from "@/shared/tools/video-generator";

/** Past videos in the left panel. */
export const VideoGeneratorHistory = jobHistory(videoGenerator.id);
