import { describe, expect, it } from "vitest";
import { editActionAvailability } from "./action-availability";
import { colourFilter, planColourGrade } from "./colour";
import { readIntent, readTargetSeconds } from "./instructions";
import { piecesGraph } from "./render-graph";
import { cutsAfterKeeping, planHighlights, planPieces } from "./timeline";

describe("reading instructions", () => {
  it.each([
    ["cut it down to 30 seconds", 30],
    ["a 45s teaser", 45],
    ["keep 1.5 minutes of the best bits", 90],
    ["trim to 1:30", 90],
    ["make it shorter", undefined],
  ])("reads a target length from %j", (text, seconds) => {
    expect(readTargetSeconds(text)).toBe(seconds);
  });

  it("reads colour, subtitle and denoise wishes", () => {
    const intent = readIntent(
      "Warmer, more contrast, soft subtitles please, and strong noise removal",
    );
    expect(intent.colour).toMatchObject({ warmth: 1, contrast: 1, monochrome: false });
    expect(intent.subtitles).toBe("soft");
    expect(intent.denoise).toBe("strong");
    expect(readIntent("black and white").colour.monochrome).toBe(true);
    expect(readIntent("").subtitles).toBe("burned");
  });
});

describe("planning the timeline", () => {
  const frames = Array.from({ length: 100 }, (_, i) => ({
    t: i / 10,
    scene: 0.01,
    yMin: 30,
    yLow: 60,
    yAvg: 100,
    yHigh: 150,
    yMax: 180,
  }));

  it("keeps the loudest stretch when asked for less than the clip", () => {
    const loudness = frames.map((f) => ({ t: f.t, lufs: f.t >= 6 && f.t < 8 ? -12 : -40 }));
    const kept = planHighlights({ duration: 10, cuts: [6, 8], frames, loudness, targetSeconds: 2 });
    expect(kept).toEqual([{ start: 6, end: 8 }]);
  });

  it("dips to black at the ends, at shot changes and where highlights join", () => {
    const kept = [
      { start: 0, end: 4 },
      { start: 6, end: 10 },
    ];
    const pieces = planPieces(kept, [2, 5, 8], true);
    expect(pieces.map((p) => [p.start, p.end])).toEqual([
      [0, 2],
      [2, 4],
      [6, 8],
      [8, 10],
    ]);
    expect(pieces.every((p) => p.fadeIn === 0.5 && p.fadeOut === 0.5)).toBe(true);
    expect(cutsAfterKeeping(kept, [2, 5, 8])).toEqual([2, 6]);
  });

  it("builds one graph that trims, fades and joins the pieces", () => {
    const pieces = planPieces([{ start: 0, end: 10 }], [4], true);
    const graph = piecesGraph({ stream: "v", pieces, duration: 10, after: ["null"], label: "out" });
    expect(graph).toContain("[0:v]split=2[vs0][vs1]");
    expect(graph).toContain("trim=start=4:end=10,setpts=PTS-STARTPTS,fade=t=in:st=0:d=0.5");
    expect(graph).toContain("concat=n=2:v=1:a=0[vcat];[vcat]null[out]");
  });
});

describe("colour", () => {
  it("stretches a flat picture toward full range and warms when asked", () => {
    const flat = [{ t: 0, scene: 0, yMin: 60, yLow: 80, yAvg: 110, yHigh: 140, yMax: 160 }];
    const neutral = readIntent("").colour;
    const grade = planColourGrade(flat, neutral);
    expect(grade.white - grade.black).toBeLessThanOrEqual(110);
    const warm = planColourGrade(flat, readIntent("warmer").colour);
    expect(warm.vShift).toBeGreaterThan(0);
    expect(warm.uShift).toBeLessThan(0);
    expect(colourFilter(grade)).toMatch(/^lutyuv=y='16\+219\*pow\(clip\(/);
  });
});

describe("which actions this server can run", () => {
  it("disables the provider actions with the setting that enables them", () => {
    const none = editActionAvailability({ transcription: false, matting: false });
    expect(none.filter((a) => a.available).map((a) => a.action)).toEqual([
      "Cut Highlights",
      "Noise Reduction",
      "Color Correction",
      "Add Transitions",
    ]);
    expect(none.find((a) => a.action === "Add Subtitles")?.reason).toContain("OPENAI_API_KEY");
    expect(none.find((a) => a.action === "Remove Background")?.reason).toContain("FAL_KEY");
    // The panel names providers, each a link for an admin, never a setting.
    expect(none.find((a) => a.action === "Remove Background")?.providers).toEqual(["fal"]);
    expect(none.find((a) => a.action === "Add Subtitles")?.providers).toContain("openai");
    expect(
      editActionAvailability({ transcription: true, matting: true }).every((a) => a.available),
    ).toBe(true);
  });
});
