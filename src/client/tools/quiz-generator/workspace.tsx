import { ResultWorkspace } from "@/client/components/results/result-workspace";
import type { WorkspaceProps } from "@/client/tools/tool-view";
import { catalogMessages } from "@/shared/i18n/compiled/catalog";
import { quizGeneratorMessages } from "@/shared/i18n/compiled/quizGenerator";
import { quizzes } from "./api";
import { GenerateForm } from "./generate-form";
import { QuizView } from "./quiz-view";

/** The tool's own words, and its description (in the catalogue's area). */
export const messageAreas = [quizGeneratorMessages, catalogMessages];

/** Quiz Generator: the form for a new quiz, or the open quiz with its attempts. */
export function QuizGeneratorWorkspace(props: WorkspaceProps) {
  return (
    <ResultWorkspace
      hooks={quizzes}
      isAuthenticated={props.isAuthenticated}
      noun="quiz"
      form={<GenerateForm {...props} />}
      view={(quiz) => (
        <QuizView key={quiz.id} quiz={quiz} isAuthenticated={props.isAuthenticated} />
      )}
    />
  );
}
