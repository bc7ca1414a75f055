import { lazy } from "react";
import { quizGenerator } from "@/shared/tools/quiz-generator";
import type { PanelToolView } from "../tool-view";

export const quizGeneratorView: PanelToolView = {
  id: quizGenerator.id,
  Workspace: lazy(() => import("./workspace").then((m) => ({ default: m.QuizGeneratorWorkspace }))),
  History: lazy(() => import("./history").then((m) => ({ default: m.QuizHistory }))),
};
