import { beforeAll, describe, expect, it } from "vitest";
import { chatRequestMessages } from "@/shared/chat";
import { loadAreas } from "@/shared/i18n/areas";
import { workbenchMessages } from "@/shared/i18n/compiled/workbench";
import { chatErrorReason, requestMessages } from "./chat-message";

describe("chatErrorReason", () => {
  beforeAll(() => loadAreas("en", [workbenchMessages]));

  it("reads our JSON error body from a refused request", () => {
    const body = JSON.stringify({
      error: { code: "provider_not_configured", message: "Set OPENAI_API_KEY to use GPT-5.1." },
    });
    expect(chatErrorReason(new Error(body))).toBe("Set OPENAI_API_KEY to use GPT-5.1.");
  });

  it("keeps the stream's own error text", () => {
    expect(chatErrorReason(new Error("The provider rate-limited the request."))).toBe(
      "The provider rate-limited the request.",
    );
  });

  it("explains a network failure", () => {
    expect(chatErrorReason(new TypeError("Failed to fetch"))).toMatch(/network error/i);
  });

  it("has a reason even without a message", () => {
    expect(chatErrorReason(new Error(""))).toBe("The answer could not be completed.");
  });
});

describe("requestMessages", () => {
  const turns = (count: number) =>
    Array.from({ length: count }, (_, k) => ({ id: `m${k}`, role: k % 2 ? "assistant" : "user" }));

  it("sends a conversation within the server's limit whole", () => {
    const messages = turns(chatRequestMessages);
    expect(requestMessages(messages)).toEqual(messages);
  });

  it("sends a longer one's latest messages, from a question on", () => {
    const messages = turns(2001);
    const sent = requestMessages(messages);
    expect(sent.length).toBeLessThanOrEqual(chatRequestMessages);
    expect(sent[0]?.role).toBe("user");
    expect(sent.at(-1)).toBe(messages.at(-1));
    expect(sent).toEqual(messages.slice(messages.length - sent.length));
  });
});
