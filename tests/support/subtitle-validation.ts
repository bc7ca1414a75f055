/** A cue as a subtitle player reads it. */
export type ParsedCue = { index?: number; start: number; end: number; text: string };

const seconds = (stamp: string) => {
  const [h, m, s] = stamp.replace(",", ".").split(":");
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
};

/**
 * Checks SubRip text as strictly as players do: numbered 1, 2, 3... in order,
 * `HH:MM:SS,mmm --> HH:MM:SS,mmm`, each cue ending after it starts and no later cue starting
 * before the previous one ends. Returns the cues, or throws naming the first problem.
 */
export function validateSrt(srt: string): ParsedCue[] {
  const blocks = srt.trim().split(/\n\n+/);
  const cues = blocks.map((block, at) => {
    const [number, timing, ...text] = block.split("\n");
    if (number !== String(at + 1)) throw new Error(`cue ${at + 1} is numbered ${number}`);
    const match = /^(\d{2}:\d{2}:\d{2},\d{3}) --> (\d{2}:\d{2}:\d{2},\d{3})$/.exec(timing ?? "");
    if (!match) throw new Error(`cue ${at + 1} has a malformed timing line: ${timing}`);
    if (text.join("").trim() === "") throw new Error(`cue ${at + 1} is empty`);
    return {
      index: at + 1,
      start: seconds(match[1]!),
      end: seconds(match[2]!),
      text: text.join("\n"),
    };
  });
  checkOrder(cues);
  return cues;
}

/** The same checks for WebVTT (a `WEBVTT` header, `.` before the milliseconds, no numbers needed). */
export function validateVtt(vtt: string): ParsedCue[] {
  const [header, ...blocks] = vtt.trim().split(/\n\n+/);
  if (!header?.startsWith("WEBVTT")) throw new Error("missing WEBVTT header");
  const cues = blocks.map((block, at) => {
    const lines = block.split("\n");
    const timingAt = lines.findIndex((line) => line.includes("-->"));
    const match = /^(\d{2}:\d{2}:\d{2}\.\d{3}) --> (\d{2}:\d{2}:\d{2}\.\d{3})/.exec(
      lines[timingAt] ?? "",
    );
    if (!match) throw new Error(`cue ${at + 1} has a malformed timing line`);
    const text = lines.slice(timingAt + 1).join("\n");
    if (!text.trim()) throw new Error(`cue ${at + 1} is empty`);
    return { start: seconds(match[1]!), end: seconds(match[2]!), text };
  });
  checkOrder(cues);
  return cues;
}

function checkOrder(cues: ParsedCue[]) {
  if (cues.length === 0) throw new Error("no cues");
  cues.forEach((cue, at) => {
    if (!(cue.end > cue.start)) throw new Error(`cue ${at + 1} does not end after it starts`);
    const previous = cues[at - 1];
    if (previous && cue.start < previous.end) throw new Error(`cue ${at + 1} overlaps cue ${at}`);
  });
}
