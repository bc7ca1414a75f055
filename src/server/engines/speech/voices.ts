import { type SpeechVoiceId, speechVoiceList } from "@/shared/tools/text-to-speech";

/** The six voices the product offers (spec, workbench section 3), named as OpenAI names them. */
export const speechVoices = speechVoiceList.map((voice) => voice.id);
export type SpeechVoice = SpeechVoiceId;
