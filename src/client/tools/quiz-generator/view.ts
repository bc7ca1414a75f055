import { lazy } from "react";
import { withMessages } from "@/client/i18n/with-messages";
import { quizGenerator } from "@/shared/tools/quiz-generator";
import type { PanelToolView } from "../tool-view";

export const quizGeneratorView: PanelToolView = {
  id: quizGenerator.id,
  Workspace: lazy(() =>
    withMessages(import("./workspace")).then((m) => ({ default: m.QuizGeneratorWorkspace })),
  ),
  History: lazy(() => withMessages(import("./history")).then((m) => ({ default: m.QuizHistory }))),
};
