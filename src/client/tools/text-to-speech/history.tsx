import { jobHistory } from "@/client/components/jobs/job-history";
import { textToSpeech } from "@/shared/tools/text-to-speech";

/** Past results in the left panel. */
export const TextToSpeechHistory = jobHistory(textToSpeech.id);
