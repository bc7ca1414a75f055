import { jobHistory } from "@/client/components/jobs/job-history";
import { segSwap } from "@/shared/tools/seg-swap";

/** 'Past Results' in the left panel: this tool's jobs. */
export const SegSwapHistory = jobHistory(segSwap.id);
