import { describe, expect, it } from "vitest";
import type { ToolId } from "@/shared/tools/registry";
import { panelTools } from "./right-panel";

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
