import { z } from "zod";
import { textField } from "./text";

export const toolSuggestionLimits = { maxLength: 500 } as const;

/** 'Missing an AI tool? Suggest it to us': 1 to 500 characters once trimmed. */
export const toolSuggestionInputSchema = z
  .object({
    text: textField()
      .trim()
      .min(1, "Describe the tool you are missing.")
      .max(
        toolSuggestionLimits.maxLength,
        `Keep the suggestion to ${toolSuggestionLimits.maxLength} characters or fewer.`,
      ),
  })
  .strict();
export type ToolSuggestionInput = z.infer<typeof toolSuggestionInputSchema>;

export const toolSuggestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
});
export type ToolSuggestion = z.infer<typeof toolSuggestionSchema>;
