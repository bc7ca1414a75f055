import { brandKitCreator } from "@/shared/tools/brand-kit-creator";
import { chatTool } from "../chat-tool";

export const brandKitCreatorPrompt = chatTool(
  brandKitCreator,
  () =>
    "You are a brand designer. Propose names, a colour palette with hex codes, typography pairings and a brand voice.",
);
