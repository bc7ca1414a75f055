import { describe, expect, it } from "vitest";
import type { ChatMessage } from "@/client/lib/chat-message";
import { getTool } from "@/shared/tools/registry";
import { chatExport, chatExportFileName, historyExport } from "./export-history";

const now = new Date("2026-11-21T10:30:00.000Z");
const messages: ChatMessage[] = [
  {
    id: "u1",
    role: "user",
    parts: [{ type: "text", text: "Hi there" }],
    metadata: { createdAt: "2026-11-21T10:00:00.000Z" },
  },
  {
    id: "a1",
    role: "assistant",
    parts: [
      { type: "text", text: "Hello" },
      { type: "text", text: ", Ada." },
    ],
    metadata: { createdAt: "2026-11-21T10:00:02.000Z", modelDisplayName: "GPT-5.1" },
  },
];

describe("chat export", () => {
  it("names the file {Tool_Name}_chat_{YYYY-MM-DD}.json", () => {
    expect(chatExportFileName(getTool("multi-chat"), now)).toBe("Multi_Chat_chat_2026-11-21.json");
    expect(chatExportFileName(getTool("3d-model-creator"), now)).toBe(
      "3D_Model_Creator_chat_2026-11-21.json",
    );
  });

  it("dates the file by the local calendar, not UTC", () => {
    const zone = process.env.TZ;
    // UTC+14: a morning there is the day before in UTC.
    process.env.TZ = "Pacific/Kiritimati";
    try {
      const morning = new Date(2026, 10, 21, 9, 0);
      expect(morning.toISOString().slice(0, 10)).toBe("2026-11-20");
      expect(chatExportFileName(getTool("multi-chat"), morning)).toBe(
        "Multi_Chat_chat_2026-11-21.json",
      );
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("holds tool, conversationId, exportDate and role/content/timestamp per message", () => {
    expect(chatExport(getTool("multi-chat"), "c-1", messages, now)).toEqual({
      tool: "multi-chat",
      conversationId: "c-1",
      exportDate: "2026-11-21T10:30:00.000Z",
      messages: [
        { role: "user", content: "Hi there", timestamp: "2026-11-21T10:00:00.000Z" },
        { role: "assistant", content: "Hello, Ada.", timestamp: "2026-11-21T10:00:02.000Z" },
      ],
    });
  });

  it("puts a tool's whole history in one file, each conversation with its id and title", () => {
    const conversation = (id: string, title: string) => ({
      conversation: { id, toolId: "multi-chat" as const, title, lastMessageAt: now.toISOString() },
      messages: messages.map((message) => ({
        ...message,
        role: message.role as "user" | "assistant",
        parts: message.parts as Array<{ type: "text"; text: string }>,
        metadata: { createdAt: message.metadata?.createdAt ?? "" },
      })),
    });
    const file = historyExport(
      getTool("multi-chat"),
      [conversation("c-2", "Later"), conversation("c-1", "Hi there")],
      now,
    );
    expect(file.tool).toBe("multi-chat");
    expect(file.exportDate).toBe("2026-11-21T10:30:00.000Z");
    expect(file.conversations.map((entry) => [entry.conversationId, entry.title])).toEqual([
      ["c-2", "Later"],
      ["c-1", "Hi there"],
    ]);
    expect(file.conversations[1]?.messages[1]).toEqual({
      role: "assistant",
      content: "Hello, Ada.",
      timestamp: "2026-11-21T10:00:02.000Z",
    });
    expect(chatExportFileName(getTool("multi-chat"), now, "history")).toBe(
      "Multi_Chat_history_2026-11-21.json",
    );
  });
});
