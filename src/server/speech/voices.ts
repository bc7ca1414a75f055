/** The six voices the product offers (spec, workbench section 3), named as OpenAI names them. */
export const speechVoices = ["alloy", "echo", "fable", "onyx", "nova", "shimmer"] as const;
export type SpeechVoice = (typeof speechVoices)[number];

/** Speeds the product offers: 0.5 to 2.0 times normal. */
export const minSpeechSpeed = 0.5;
export const maxSpeechSpeed = 2;
