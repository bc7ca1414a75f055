import type { Readable } from "node:stream";

/** One block of ffmpeg's `-progress` output. */
export type FfmpegProgress = {
  /** How far into the output ffmpeg has written, in seconds. */
  outSeconds: number;
  /** Processing speed as a multiple of real time, when ffmpeg knows it. */
  speed: number | undefined;
  done: boolean;
};

/**
 * Reads `key=value` lines; each block ends with `progress=continue` or `progress=end`.
 * `out_time_us` is in microseconds (`out_time_ms` is too, despite its name).
 */
export function parseFfmpegProgressBlock(lines: string[]): FfmpegProgress | undefined {
  const fields = new Map<string, string>();
  for (const line of lines) {
    const at = line.indexOf("=");
    if (at > 0) fields.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  const progress = fields.get("progress");
  if (!progress) return undefined;
  const micros = Number(fields.get("out_time_us") ?? fields.get("out_time_ms"));
  const speed = Number.parseFloat(fields.get("speed") ?? "");
  return {
    outSeconds: Number.isFinite(micros) && micros > 0 ? micros / 1_000_000 : 0,
    speed: Number.isFinite(speed) ? speed : undefined,
    done: progress === "end",
  };
}

export function parseFfmpegProgress(
  stream: Readable,
  onProgress: (progress: FfmpegProgress) => void,
): void {
  let pending = "";
  let block: string[] = [];
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      block.push(line);
      if (line.startsWith("progress=")) {
        const progress = parseFfmpegProgressBlock(block);
        block = [];
        if (progress) onProgress(progress);
      }
    }
  });
}
