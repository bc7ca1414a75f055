import { beforeAll, describe, expect, it } from "vitest";
import { i18nFor } from "@/client/i18n/use-t";
import { isBuilt } from "@/client/lib/tool-links";
import { loadAreas } from "@/shared/i18n/areas";
import { assistantMessages } from "@/shared/i18n/compiled/assistant";
import { catalogMessages } from "@/shared/i18n/compiled/catalog";
import { commonMessages } from "@/shared/i18n/compiled/common";
import { tools } from "@/shared/tools/registry";
import { emptyContext, replyTo, toolMentioned } from "./assistant-replies";

const areas = [assistantMessages, catalogMessages, commonMessages];

describe("assistant replies", () => {
  beforeAll(() =>
    Promise.all([loadAreas("en", areas), loadAreas("de", areas), loadAreas("ja", areas)]),
  );

  it("maps keywords to tools", () => {
    expect(toolMentioned("Can you make me some pictures?")).toBe("image-generator");
    expect(toolMentioned("help me debug my Python script")).toBe("code-assistant");
    expect(toolMentioned("I need a voice-over")).toBe("text-to-speech");
    expect(toolMentioned("summarize this PDF")).toBe("ask-pdf");
    expect(toolMentioned("a short video clip")).toBe("video-generator");
    expect(toolMentioned("I want to chat")).toBe("multi-chat");
    expect(toolMentioned("clone my voice")).toBe("voice-clone");
    expect(toolMentioned("what's the weather")).toBeNull();
  });

  it("offers a tool, then navigates on yes", () => {
    const offer = replyTo("I want to write some code", emptyContext);
    expect(offer.reply).toContain("Code Assistant");
    expect(offer.context).toMatchObject({
      pendingNavigation: true,
      destination: "/ai-workbench?tool=code-assistant",
    });
    const yes = replyTo("Sure!", offer.context);
    expect(yes.context.confirmedNavigation).toBe(true);
    expect(yes.context.destination).toBe("/ai-workbench?tool=code-assistant");
  });

  it("never offers a tool this build lacks, and prefers one that works", () => {
    const requests = [
      "make me a picture",
      "transcribe my meeting",
      "clone my voice",
      "read this text aloud as a voice-over",
      "a short video clip",
      "generate a quiz",
      "design a logo",
      "a thumbnail for my channel",
      "a 3d model of a chair",
      "presentation slides",
      "set a goal",
    ];
    for (const request of requests) {
      const mentioned = toolMentioned(request);
      const tool = tools.find((entry) => entry.id === mentioned);
      if (!tool) throw new Error(`no tool for "${request}"`);
      const answer = replyTo(request, emptyContext);
      if (isBuilt(tool.id)) {
        expect(answer.context.destination).toBe(`/ai-workbench?tool=${tool.id}`);
      } else {
        expect(answer.reply).toContain(`${tool.name} is not available in this version of Bismo`);
        expect(answer.reply).toContain("Multi Chat");
        expect(answer.context).toEqual(emptyContext);
      }
    }
    // "exam" is the Quiz Generator's word, "flashcards" the Flashcard Generator's: with both
    // working, the spec's order of the rules decides.
    expect(toolMentioned("flashcards for my exam")).toBe("quiz-generator");
  });

  it("clears the destination on no, and no beats yes", () => {
    const offer = replyTo("write some code", emptyContext).context;
    for (const answer of ["no thanks", "Don't", "I'm not sure", "don’t"]) {
      const result = replyTo(answer, offer);
      expect(result.context).toMatchObject({ pendingNavigation: false, destination: null });
      expect(result.context.confirmedNavigation).toBe(false);
    }
  });

  it("does not navigate on yes without an offer", () => {
    const result = replyTo("yes", emptyContext);
    expect(result.context.confirmedNavigation).toBe(false);
    expect(result.reply).toMatch(/What would you like to create/);
  });

  it("asks again when the answer is neither yes nor no", () => {
    const offer = replyTo("help me with my e-mails", emptyContext).context;
    const result = replyTo("hmm", offer);
    expect(result.reply).toContain("yes or no");
    expect(result.context).toEqual(offer);
  });

  it("answers in the reader's language and understands its yes, no and tool names", () => {
    const de = i18nFor("de");
    const offer = replyTo("Ich brauche Hilfe bei meinem Code", emptyContext, de);
    expect(offer.reply).toContain("Code-Assistent");
    expect(offer.reply).toMatch(/Soll ich es für Sie öffnen\?$/);
    expect(replyTo("Nein, danke", offer.context, de).context.destination).toBeNull();
    expect(replyTo("Ja, gerne", offer.context, de).context.confirmedNavigation).toBe(true);
    const ja = i18nFor("ja");
    const byName = replyTo("画像生成を使いたい", emptyContext, ja);
    expect(byName.context.destination).toBe("/ai-workbench?tool=image-generator");
    expect(replyTo("はい、お願いします", byName.context, ja).context.confirmedNavigation).toBe(
      true,
    );
    expect(replyTo("いいえ", byName.context, ja).context.pendingNavigation).toBe(false);
  });
});
