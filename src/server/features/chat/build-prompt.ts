import type { ModelMessage, UserContent } from "ai";
import type { z } from "zod";
import { isImage } from "@/server/features/uploads/file-types";
import type { StoredUpload, UploadStore } from "@/server/features/uploads/upload-store";
import type { MessageAttachment } from "@/server/platform/db/schema/workbench";
import { AppError } from "@/server/platform/http/errors";
import { msg } from "@/server/platform/i18n/server-messages";
import type { uiMessageSchema } from "@/shared/chat";
import type { ChatModel } from "@/shared/models";

type IncomingMessage = z.infer<typeof uiMessageSchema>;
export type AskedMessage = { id: string; content: string; attachments: MessageAttachment[] };

const uploadUrl = /^\/api\/uploads\/([A-Za-z0-9-]{1,64})$/;

/** The text of a UI message, its text parts joined. */
export function textOf(message: IncomingMessage): string {
  return message.parts
    .filter((part) => part.type === "text" && typeof part.text === "string")
    .map((part) => part.text as string)
    .join("\n");
}

function uploadIdsOf(message: IncomingMessage): string[] {
  return message.parts
    .filter((part) => part.type === "file")
    .map((part) => {
      const match = uploadUrl.exec(typeof part.url === "string" ? part.url : "");
      if (!match?.[1]) {
        throw new AppError(
          "validation_failed",
          msg({
            id: "errors.chat.uploadFirst",
            defaultMessage:
              "Attachments must be uploaded first (POST /api/uploads) and sent by the URL the upload answered (/api/uploads/ and its id).",
          }),
        );
      }
      return match[1];
    });
}

/** The sender's uploads among `ids`; every file of the new message must be found (404 otherwise). */
async function loadUploads(uploads: UploadStore | null, ids: string[], required: string[]) {
  if (ids.length === 0) return new Map<string, StoredUpload>();
  if (!uploads)
    throw new AppError(
      "unauthorized",
      msg({
        id: "errors.chat.attachSignIn",
        defaultMessage: "Continue as a guest or sign in to attach files.",
      }),
    );
  const found = await uploads.owned(ids);
  if (required.some((id) => !found.has(id))) {
    throw new AppError(
      "not_found",
      msg({
        id: "errors.chat.attachmentGone",
        defaultMessage: "An attached file was not found. Please attach it again.",
      }),
    );
  }
  return found;
}

/**
 * The model prompt from the chat's UI messages: text as is; uploaded images as images for
 * vision models; documents as their extracted text. Also returns the last user message to save.
 */
export async function buildPrompt(args: {
  /** The sender's uploads; null without a session (no attachments then). */
  uploads: UploadStore | null;
  model: ChatModel;
  messages: IncomingMessage[];
}): Promise<{ prompt: ModelMessage[]; asked: AskedMessage }> {
  const conversation = args.messages.filter((entry) => entry.role !== "system");
  const last = conversation.at(-1);
  if (last?.role !== "user") {
    throw new AppError(
      "validation_failed",
      msg({
        id: "errors.chat.lastNotUser",
        defaultMessage: "messages: the last message must be the user's.",
      }),
    );
  }
  const uploads = await loadUploads(
    args.uploads,
    conversation.flatMap(uploadIdsOf),
    uploadIdsOf(last),
  );

  // The bytes of every image a vision model is shown, read at once; null: the file is gone.
  const images = new Map(
    await Promise.all(
      [...uploads.values()]
        .filter((file) => isImage(file.mediaType) && args.model.vision)
        .map(async (file) => [file.id, await args.uploads?.bytes(file)] as const),
    ),
  );

  const prompt: ModelMessage[] = [];
  for (const entry of conversation) {
    const text = textOf(entry);
    if (entry.role === "assistant") {
      if (text) prompt.push({ role: "assistant", content: text });
      continue;
    }
    const content: Exclude<UserContent, string> = [];
    if (text) content.push({ type: "text", text });
    for (const id of uploadIdsOf(entry)) {
      const file = uploads.get(id);
      const image = images.get(id);
      if (!file || image === null) {
        // Guests' files are removed after a while; earlier turns may still mention them.
        content.push({ type: "text", text: "(An earlier attachment is no longer available.)" });
        continue;
      }
      if (image) {
        content.push({ type: "image", image: new Uint8Array(image), mediaType: file.mediaType });
      } else if (file.extractedText) {
        content.push({
          type: "text",
          text: `Attached file "${file.name}":\n${file.extractedText}`,
        });
      } else {
        content.push({
          type: "text",
          text: `(The user attached "${file.name}", which ${args.model.displayName} cannot read.)`,
        });
      }
    }
    if (content.length === 0)
      throw new AppError(
        "validation_failed",
        msg({ id: "errors.chat.empty", defaultMessage: "Type a message first." }),
      );
    prompt.push({ role: "user", content });
  }

  const asked: AskedMessage = {
    id: last.id,
    content: textOf(last),
    attachments: uploadIdsOf(last).flatMap((id) => {
      const file = uploads.get(id);
      return file
        ? [{ name: file.name, size: file.size, mediaType: file.mediaType, uploadId: file.id }]
        : [];
    }),
  };
  return { prompt, asked };
}
