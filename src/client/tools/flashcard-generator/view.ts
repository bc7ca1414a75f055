import { lazy } from "react";
import { withMessages } from "@/client/i18n/with-messages";
import { flashcardGenerator } from "@/shared/tools/flashcard-generator";
import type { PanelToolView } from "../tool-view";

export const flashcardGeneratorView: PanelToolView = {
  id: flashcardGenerator.id,
  Workspace: lazy(() =>
    withMessages(import("./workspace")).then((m) => ({ default: m.FlashcardGeneratorWorkspace })),
  ),
  History: lazy(() =>
    withMessages(import("./history")).then((m) => ({ default: m.FlashcardHistory })),
  ),
};
