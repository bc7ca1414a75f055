import { jobHistory } from "@/client/components/jobs/job-history";
import { thumbnailCreator } from "@/shared/tools/thumbnail-creator";

/** 'Past Results' in the left panel: this tool's jobs. */
export const ThumbnailCreatorHistory = jobHistory(thumbnailCreator.id);
