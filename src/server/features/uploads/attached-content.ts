import type { UserContent } from "ai";
import { AppError } from "@/server/platform/http/errors";
import { msg } from "@/server/platform/i18n/server-messages";
import type { ChatModel } from "@/shared/models";
import { isImage } from "./file-types";
import type { UploadStore } from "./upload-store";

type ContentParts = Exclude<UserContent, string>;

/**
 * A prompt's view of the caller's uploads: documents as the text the upload route extracted,
 * images as images for models that see them. Every id must be one of the caller's uploads
 * (404 otherwise); a file whose bytes are gone (guests' files expire) is a 404 too.
 */
export async function attachedContent(
  uploads: UploadStore,
  ids: readonly string[],
  model: ChatModel,
): Promise<ContentParts> {
  if (ids.length === 0) return [];
  const found = await uploads.owned(ids);
  const gone = () =>
    new AppError(
      "not_found",
      msg({
        id: "errors.chat.attachmentGone",
        defaultMessage: "An attached file was not found. Please attach it again.",
      }),
    );
  const parts: ContentParts = [];
  for (const id of ids) {
    const file = found.get(id);
    if (!file) throw gone();
    if (isImage(file.mediaType)) {
      if (!model.vision) {
        parts.push({
          type: "text",
          text: `(The user attached the image "${file.name}", which ${model.displayName} cannot see.)`,
        });
        continue;
      }
      const bytes = await uploads.bytes(file);
      if (!bytes) throw gone();
      parts.push({ type: "image", image: new Uint8Array(bytes), mediaType: file.mediaType });
    } else if (file.extractedText) {
      parts.push({ type: "text", text: `Attached file "${file.name}":\n${file.extractedText}` });
    } else {
      parts.push({
        type: "text",
        text: `(The user attached "${file.name}", which has no text Bismo can read.)`,
      });
    }
  }
  return parts;
}
