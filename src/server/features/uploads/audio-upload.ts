import fs from "node:fs";
import { type AudioContainer, detectAudioContainer } from "@/server/engines/media/audio-container";
import { AppError } from "@/server/platform/http/errors";
import { msg } from "@/server/platform/i18n/server-messages";

/** The audio container of a received upload, read from its first bytes; 415 if not audio. */
export async function readAudioUpload(filePath: string): Promise<AudioContainer> {
  const handle = await fs.promises.open(filePath, "r");
  try {
    const head = new Uint8Array(64);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const container = detectAudioContainer(head.subarray(0, bytesRead));
    if (!container) {
      throw new AppError(
        "unsupported_media_type",
        msg({
          id: "errors.uploads.notAudio",
          defaultMessage:
            "This file is not audio Bismo can read: choose an MP3, WAV, M4A, OGG, FLAC or WebM file.",
        }),
      );
    }
    return container;
  } finally {
    await handle.close();
  }
}
