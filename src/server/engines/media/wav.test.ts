import { describe, expect, it } from "vitest";
import { limitPeak } from "./wav";

const peakDb = (samples: Int16Array) =>
  20 * Math.log10(samples.reduce((peak, s) => Math.max(peak, Math.abs(s)), 0) / 32767);

describe("limitPeak", () => {
  it("turns full-scale audio down to -1 dBFS, keeping its shape", () => {
    const samples = Int16Array.from({ length: 2400 }, (_, i) =>
      Math.round(32767 * Math.sin((2 * Math.PI * 440 * i) / 24000)),
    );
    samples[100] = -32768;
    const limited = limitPeak({ sampleRate: 24000, samples });
    expect(peakDb(limited.samples)).toBeCloseTo(-1, 1);
    expect(limited.sampleRate).toBe(24000);
    expect(limited.samples.length).toBe(samples.length);
    // One gain for every sample: the ratio between two samples is kept.
    expect(limited.samples[10]! / limited.samples[20]!).toBeCloseTo(samples[10]! / samples[20]!, 2);
  });

  it("leaves audio under the ceiling as it is", () => {
    const quiet = { sampleRate: 22050, samples: Int16Array.from([0, 1000, -20000, 5]) };
    expect(limitPeak(quiet)).toBe(quiet);
  });
});
