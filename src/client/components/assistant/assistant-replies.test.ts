import { describe, expect, it } from "vitest";
import { emptyContext, replyTo, toolMentioned } from "./assistant-replies";

describe("assistant replies", () => {
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
    const offer = replyTo("I want to create an image", emptyContext);
    expect(offer.reply).toContain("Image Generator");
    expect(offer.context).toMatchObject({
      pendingNavigation: true,
      destination: "/ai-workbench?tool=image-generator",
    });
    const yes = replyTo("Sure!", offer.context);
    expect(yes.context.confirmedNavigation).toBe(true);
    expect(yes.context.destination).toBe("/ai-workbench?tool=image-generator");
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
    const offer = replyTo("make a video", emptyContext).context;
    const result = replyTo("hmm", offer);
    expect(result.reply).toContain("yes or no");
    expect(result.context).toEqual(offer);
  });
});
