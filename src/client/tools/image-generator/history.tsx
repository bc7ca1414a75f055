import { jobHistory } from "@/client/components/jobs/job-history";
import { imageGenerator } from "@/shared/tools/image-generator";

/** 'Past Results' in the left panel: this tool's jobs. */
export const ImageGeneratorHistory = jobHistory(imageGenerator.id);
