import { jobHistory } from "@/client/components/jobs/job-history";
import { modelCreator3d } from "@/shared/tools/3d-model-creator";

/** Past models in the left panel. */
export const ModelCreator3dHistory = jobHistory(modelCreator3d.id);
