import { describe, expect, it } from "vitest";
import { validateSrt, validateVtt } from "#tests/support/subtitle-validation";
import { segmentsFromWords } from "@/server/engines/providers/transcript-segments";
import { nameSpeakers, type Transcript } from "./transcript";
import { formatTranscript, toSrt, toVtt } from "./transcript-formats";

const transcript: Transcript = {
  text: "Hello there. How are you? Fine, thanks.",
  language: "en",
  durationSeconds: 3725.5,
  confidence: 0.9,
  segments: nameSpeakers([
    { start: 0.5, end: 2.25, text: "Hello there.", speaker: "0" },
    // Overlaps the one before, as segments at a chunk seam can.
    { start: 2.1, end: 3.4, text: "How are you?", speaker: "1" },
    { start: 3723.004, end: 3725.5, text: "Fine, thanks.", speaker: "0" },
  ]),
};

describe("transcript formats", () => {
  it("writes SRT that validates: numbered, HH:MM:SS,mmm, ordered, no overlaps", () => {
    const srt = toSrt(transcript.segments);
    const cues = validateSrt(srt);
    expect(cues).toHaveLength(3);
    expect(srt).toContain("1\n00:00:00,500 --> 00:00:02,250\nSpeaker 1: Hello there.\n");
    expect(srt).toContain("3\n01:02:03,004 --> 01:02:05,500\nSpeaker 1: Fine, thanks.");
    expect(cues[1]!.start).toBe(2.25);
  });

  it("writes WebVTT with voice tags for speakers", () => {
    const vtt = toVtt(transcript.segments);
    expect(validateVtt(vtt)).toHaveLength(3);
    expect(
      vtt.startsWith("WEBVTT\n\n00:00:00.500 --> 00:00:02.250\n<v Speaker 1>Hello there."),
    ).toBe(true);
  });

  it("writes JSON segments with start, end, text and the speaker when known", () => {
    const json = JSON.parse(formatTranscript(transcript, "json", { timestamps: true }));
    expect(json).toMatchObject({ language: "en", duration: 3725.5, confidence: 0.9 });
    expect(json.segments[1]).toEqual({
      start: 2.1,
      end: 3.4,
      text: "How are you?",
      speaker: "Speaker 2",
    });
  });

  it("writes plain text as speaker turns, or one stamped line per segment", () => {
    expect(formatTranscript(transcript, "text", { timestamps: false })).toBe(
      "Speaker 1: Hello there.\n\nSpeaker 2: How are you?\n\nSpeaker 1: Fine, thanks.",
    );
    expect(formatTranscript(transcript, "text", { timestamps: true }).split("\n")[2]).toBe(
      "[01:02:03] Speaker 1: Fine, thanks.",
    );
  });

  it("groups words into segments at speaker changes, pauses and sentence ends", () => {
    const words = [
      { text: "Good", start: 0, end: 0.4, speaker: "a" },
      { text: "morning.", start: 0.4, end: 1.2, speaker: "a" },
      { text: "Hi", start: 1.3, end: 1.5, speaker: "b" },
      { text: "again", start: 3, end: 3.4, speaker: "b" },
    ];
    expect(segmentsFromWords(words)).toEqual([
      { start: 0, end: 1.2, text: "Good morning.", speaker: "a" },
      { start: 1.3, end: 1.5, text: "Hi", speaker: "b" },
      { start: 3, end: 3.4, text: "again", speaker: "b" },
    ]);
  });
});
