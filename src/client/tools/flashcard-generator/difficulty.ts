import { defineMessage } from "@/shared/i18n/runtime";

/** The deck's difficulty as people read it (the value stays the English word). */
export const difficultyNames = {
  Beginner: defineMessage({ id: "flashcardGenerator.level.beginner", defaultMessage: "Beginner" }),
  Intermediate: defineMessage({
    id: "flashcardGenerator.level.intermediate",
    defaultMessage: "Intermediate",
  }),
  Advanced: defineMessage({ id: "flashcardGenerator.level.advanced", defaultMessage: "Advanced" }),
} as const;
