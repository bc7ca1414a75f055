import { describe, expect, it } from "vitest";
import { conversationTitle, plainText } from "./chat";

describe("conversation titles", () => {
  it("read as plain text, not Markdown", () => {
    expect(plainText("Tell me about **lighthouses**")).toBe("Tell me about lighthouses");
    expect(plainText("__Why__ is `x` *so* _slow_? ~~no~~")).toBe("Why is x so slow? no");
    expect(plainText("# Plan\n- one\n- two\n1. three")).toBe("Plan one two three");
    expect(plainText("See [the docs](https://example.com) and ![a cat](cat.png)")).toBe(
      "See the docs and a cat",
    );
    expect(plainText("> quoted **and bold**")).toBe("quoted and bold");
  });

  it("keep what is not markup: arithmetic, snake_case and lone stars", () => {
    expect(plainText("2 * 3 * 4 = 24")).toBe("2 * 3 * 4 = 24");
    expect(plainText("rename my_var_name in file_a")).toBe("rename my_var_name in file_a");
    expect(plainText("rate it 5*")).toBe("rate it 5*");
  });

  it("are cut to 50 characters plus '...' after the markup is gone", () => {
    const title = conversationTitle(`**${"a".repeat(60)}**`);
    expect(title).toBe(`${"a".repeat(50)}...`);
    expect(conversationTitle("  **Hi**  there ")).toBe("Hi there");
  });
});
