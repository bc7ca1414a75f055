import { jobHistory } from "@/client/components/jobs/job-history";
import { hunyuan3dMv } from "@/shared/tools/hunyuan-3d-mv";

/** Past models in the left panel. */
export const Hunyuan3dMvHistory = jobHistory(hunyuan3dMv.id);
