import fs from "node:fs";
import path from "node:path";
import { runFfmpeg, withTempDir } from "@/server/engines/media/ffmpeg";
import { type PcmAudio, parseWav } from "@/server/engines/media/wav";

/** Any audio file ffmpeg reads, decoded to 16-bit mono PCM for measuring. */
export function decodeAudio(bytes: Uint8Array): Promise<PcmAudio> {
  return withTempDir(async (dir) => {
    const input = path.join(dir, "in");
    const output = path.join(dir, "out.wav");
    await fs.promises.writeFile(input, bytes);
    await runFfmpeg({ args: ["-i", input, "-ac", "1", "-c:a", "pcm_s16le", output] });
    return parseWav(await fs.promises.readFile(output));
  });
}
