import { jobHistory } from "@/client/components/jobs/job-history";
import { voiceClone } from "@/shared/tools/voice-clone";

/** Past results in the left panel. */
export const VoiceCloneHistory = jobHistory(voiceClone.id);
