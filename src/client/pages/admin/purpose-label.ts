import { defineMessage } from "@/shared/i18n/runtime";
import type { Translate } from "@/shared/i18n/translator";
import { toolName } from "./tool-name";

/** Each media purpose: what its default model makes, and where. */
const mediaPurposes = {
  image: defineMessage({
    id: "admin.models.purposeImage",
    defaultMessage: "Images: generated pictures, logos and thumbnails",
  }),
  speech: defineMessage({
    id: "admin.models.purposeSpeech",
    defaultMessage: "Neural speech: text read aloud",
  }),
  transcription: defineMessage({
    id: "admin.models.purposeTranscription",
    defaultMessage: "Transcription: speech to text and subtitles",
  }),
  embedding: defineMessage({
    id: "admin.models.purposeEmbedding",
    defaultMessage: "Embeddings: searching documents by meaning",
  }),
  video: defineMessage({
    id: "admin.models.purposeVideo",
    defaultMessage: "Video: generated clips",
  }),
  "3d": defineMessage({
    id: "admin.models.purpose3d",
    defaultMessage: "3D models: a model from a picture",
  }),
};

/**
 * A default's purpose in the reader's language: a chat tool's name, or what a media default makes
 * (Admin > Models and the audit log alike); `fallback` for a purpose this build does not know.
 */
export function purposeLabel(t: Translate, purpose: string, fallback = purpose): string {
  if (purpose.startsWith("tool:")) return toolName(t, purpose.slice("tool:".length));
  const media = mediaPurposes[purpose as keyof typeof mediaPurposes];
  return media ? t(media) : fallback;
}
