import { jobHistory } from "@/client/components/jobs/job-history";
import { speechToText } from "@/shared/tools/speech-to-text";

/** Past results in the left panel. */
export const SpeechToTextHistory = jobHistory(speechToText.id);
