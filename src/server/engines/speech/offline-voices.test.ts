import { describe, expect, it } from "vitest";
import { offlineVoiceArgs } from "./offline-voices";

describe("the offline voices", () => {
  it("read each language with its own eSpeak voice, keeping the voice's variant and pitch", () => {
    expect(offlineVoiceArgs("onyx", 1)).toEqual(["-v", "en-us+m1", "-p", "25", "-s", "165"]);
    expect(offlineVoiceArgs("shimmer", 1, "en")).toEqual([
      "-v",
      "en-gb-x-rp+f4",
      "-p",
      "45",
      "-s",
      "165",
    ]);
    expect(offlineVoiceArgs("onyx", 1, "de")).toEqual(["-v", "de+m1", "-p", "25", "-s", "165"]);
    expect(offlineVoiceArgs("nova", 2, "zh")).toEqual(["-v", "cmn+f3", "-p", "70", "-s", "370"]);
    expect(offlineVoiceArgs("fable", 1, "fr")[1]).toBe("fr-fr+f2");
  });
});
