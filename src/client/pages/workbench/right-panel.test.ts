import { describe, expect, it } from "vitest";
import type { ChatMessage } from "@/client/lib/chat-message";
import type { ToolId } from "@/shared/tools/registry";
import { conversationStats, optionsSummary, panelTools } from "./right-panel";

const ids = (tools: Array<{ id: ToolId }>) => tools.map((tool) => tool.id);

describe("the right panel's tool lists", () => {
  it("shows at most 4 favourites and 3 recent tools, no favourite among the recent ones", () => {
    const favorites: ToolId[] = [
      "smart-chat",
      "ask-pdf",
      "code-assistant",
      "quiz-generator",
      "voice-clone",
    ];
    const recent: ToolId[] = [
      "smart-chat",
      "multi-chat",
      "ask-pdf",
      "seg-swap",
      "text-to-speech",
      "goal-master",
    ];
    const shown = panelTools(favorites, recent);
    expect(ids(shown.favorites)).toEqual(favorites.slice(0, 4));
    expect(ids(shown.recents)).toEqual(["multi-chat", "seg-swap", "text-to-speech"]);
  });
});

describe("the right panel's conversation figures", () => {
  const message = (
    role: "user" | "assistant",
    text: string,
    metadata: ChatMessage["metadata"] = {},
  ): ChatMessage => ({
    id: crypto.randomUUID(),
    role,
    parts: text ? [{ type: "text", text }] : [],
    metadata,
  });

  it("counts shown messages, names the models and adds up the tokens the providers counted", () => {
    const stats = conversationStats([
      message("user", "Hi"),
      message("assistant", "Hello", {
        modelDisplayName: "GPT-5.1",
        usage: { inputTokens: 10, outputTokens: 6 },
      }),
      message("user", "And now?"),
      message("assistant", "", { modelDisplayName: "GPT-5.1", status: "error" }),
      message("user", "Once more"),
      message("assistant", "Sure", {
        modelDisplayName: "Claude Sonnet 4.5",
        usage: { inputTokens: 30, outputTokens: 2 },
      }),
      // Streaming, no word yet: not a message to count.
      message("assistant", ""),
    ]);
    expect(stats).toEqual({
      messages: 6,
      models: ["GPT-5.1", "Claude Sonnet 4.5"],
      tokens: { inputTokens: 40, outputTokens: 8 },
    });
    expect(conversationStats([message("user", "Hi")]).tokens).toBeNull();
  });

  it("summarises a tool's options in words", () => {
    expect(optionsSummary({ documentType: "document", task: "Summarize" })).toEqual([
      ["Document type", "Document"],
      ["Task", "Summarize"],
    ]);
    expect(optionsSummary({})).toEqual([]);
    expect(optionsSummary(null)).toEqual([]);
  });
});
