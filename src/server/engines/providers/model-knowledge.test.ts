import { describe, expect, it } from "vitest";
import {
  cheapestOf,
  displayNameOf,
  familyOf,
  offeredAtFirst,
  preferenceOrder,
  versionOf,
} from "./model-knowledge";

describe("model knowledge", () => {
  it("puts the spec's ids in the same family as their current equivalents", () => {
    expect(familyOf("gpt-4o-mini")).toBe(familyOf("gpt-5-mini"));
    expect(familyOf("gpt-4o")).toBe(familyOf("gpt-5.1"));
    expect(familyOf("claude-3-5-sonnet")).toBe(familyOf("claude-sonnet-4-5-20250929"));
    expect(familyOf("gemini-1.5-pro")).toBe(familyOf("gemini-pro-latest"));
    expect(familyOf("gemini-1.5-flash")).toBe(familyOf("gemini-3.8-flash"));
    expect(familyOf("codestral-latest")).toBe(familyOf("codestral-2508"));
    expect(familyOf("anthropic/claude-sonnet-4.5")).toBe("claude-sonnet");
    expect(familyOf("llama3.2:latest")).toBe("llama3.2");
    expect(familyOf("gpt-6.1-sol")).not.toBe(familyOf("gpt-6.1-terra"));
  });

  it("reads versions to put the newest first", () => {
    expect(versionOf("gpt-6.1-sol")).toEqual([6, 1]);
    expect(versionOf("claude-sonnet-4-5")).toEqual([4, 5]);
    expect(versionOf("deepseek-v4-flash")).toEqual([4]);
  });

  it("orders a provider's models by its tiers, newest first, plain ids before snapshots", () => {
    const ids = (provider: string, list: string[]) =>
      preferenceOrder(
        provider,
        list.map((id) => ({ id })),
      ).map((model) => model.id);
    expect(
      ids("openai", [
        "gpt-5-mini",
        "gpt-4o",
        "gpt-5.1",
        "gpt-6.1-terra",
        "gpt-6.1-sol",
        "gpt-5.1-2025-11-13",
      ]),
    ).toEqual([
      "gpt-6.1-sol",
      "gpt-5.1",
      "gpt-5.1-2025-11-13",
      "gpt-4o",
      "gpt-6.1-terra",
      "gpt-5-mini",
    ]);
    expect(ids("anthropic", ["claude-haiku-4-5", "claude-opus-4-1", "claude-sonnet-4-5"])).toEqual([
      "claude-sonnet-4-5",
      "claude-opus-4-1",
      "claude-haiku-4-5",
    ]);
    expect(
      ids("openrouter", ["meta-llama/llama-4", "anthropic/claude-sonnet-4.5", "openai/gpt-5.1"]),
    ).toEqual(["openai/gpt-5.1", "anthropic/claude-sonnet-4.5", "meta-llama/llama-4"]);
  });

  it("offers the newest of each family at first, not older versions, snapshots or aliases beside them", () => {
    const listed = ["gpt-5.1", "gpt-4o", "gpt-5.1-2025-11-13", "gpt-5-mini", "gpt-4o-mini"];
    expect(listed.filter((id) => offeredAtFirst("openai", id, listed))).toEqual([
      "gpt-5.1",
      "gpt-5-mini",
    ]);
    const google = ["gemini-3.8-flash", "gemini-flash-latest", "gemini-pro-latest"];
    expect(google.filter((id) => offeredAtFirst("google", id, google))).toEqual([
      "gemini-3.8-flash",
      "gemini-pro-latest",
    ]);
    const router = ["openai/gpt-5.1", "meta-llama/llama-4-scout"];
    expect(router.filter((id) => offeredAtFirst("openrouter", id, router))).toEqual([
      "openai/gpt-5.1",
    ]);
  });

  it("names ids the provider left unnamed as their makers write them", () => {
    expect(displayNameOf("gpt-5.1")).toBe("GPT-5.1");
    expect(displayNameOf("gpt-6.1-sol")).toBe("GPT-6.1 Sol");
    expect(displayNameOf("gpt-5-mini")).toBe("GPT-5 mini");
    expect(displayNameOf("codestral-latest")).toBe("Codestral");
    expect(displayNameOf("dall-e-3")).toBe("DALL·E 3");
    expect(displayNameOf("deepseek-flash")).toBe("DeepSeek Flash");
    expect(displayNameOf("tts-1-hd")).toBe("TTS-1 HD");
    expect(displayNameOf("gpt-image-2")).toBe("GPT Image 2");
  });

  it("picks the cheapest model to test with: by price when listed, else a small tier", () => {
    expect(
      cheapestOf([
        { id: "a", price: 3 },
        { id: "b", price: 0.1 },
      ]),
    ).toBe("b");
    expect(cheapestOf([{ id: "gpt-5.1" }, { id: "gpt-5-nano" }])).toBe("gpt-5-nano");
  });
});
