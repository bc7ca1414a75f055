/** What the editor reads from the user's instructions; everything else keeps its default. */
export type EditIntent = {
  /** Length the highlights are cut to, when the instructions name one. */
  targetSeconds: number | undefined;
  colour: {
    warmth: number;
    brightness: number;
    contrast: number;
    saturation: number;
    monochrome: boolean;
    sepia: boolean;
  };
  subtitles: "burned" | "soft";
  denoise: "light" | "normal" | "strong";
};

const unitSeconds: Record<string, number> = { s: 1, sec: 1, second: 1, m: 60, min: 60, minute: 60 };

/** "30 seconds", "45s", "1.5 minutes", "2 min", "1:30" -> seconds. */
export function readTargetSeconds(text: string): number | undefined {
  const clock = /\b(\d{1,2}):([0-5]\d)\b/.exec(text);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const match = /(\d+(?:\.\d+)?)\s*-?\s*(seconds?|secs?|s|minutes?|mins?|m)\b/i.exec(text);
  if (!match) return undefined;
  const unit = match[2]!.toLowerCase().replace(/s$/, "") || "s";
  const seconds = Number(match[1]) * (unitSeconds[unit] ?? 1);
  return seconds > 0 ? seconds : undefined;
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

export function readIntent(instructions: string): EditIntent {
  const text = instructions.toLowerCase();
  const more = (word: RegExp) => has(text, word);
  return {
    targetSeconds: readTargetSeconds(text),
    colour: {
      warmth: more(/\b(warm(er|th)?|golden|sunny)\b/)
        ? 1
        : more(/\b(cool(er)?|cold(er)?|blu(e|ish))\b/)
          ? -1
          : 0,
      brightness: more(/\b(bright(er|en)?|lighter|lift)\b/)
        ? 1
        : more(/\b(dark(er|en)?|moody|dim)\b/)
          ? -1
          : 0,
      contrast: more(/\b(more contrast|punch(y|ier)|contrast(y)?|crisp)\b/)
        ? 1
        : more(/\b(less contrast|flat(ter)?|soft(er)? look)\b/)
          ? -1
          : 0,
      saturation: more(/\b(vivid|vibrant|saturat(ed|e)|colou?rful|pop)\b/)
        ? 1
        : more(/\b(muted|desaturat\w*|washed)\b/)
          ? -1
          : 0,
      monochrome: more(/\b(black and white|black & white|b&w|gr[ae]yscale|monochrome)\b/),
      sepia: more(/\b(sepia|vintage|old film|retro)\b/),
    },
    subtitles: more(/\b(soft|toggle|closed caption|cc|separate track|subtitle track)\b/)
      ? "soft"
      : "burned",
    denoise: more(/\b(strong(ly)?|heav(y|ily)|aggressive(ly)?)\b/)
      ? "strong"
      : more(/\b(light(ly)?|gentl(e|y)|subtle)\b/)
        ? "light"
        : "normal",
  };
}
