import { ResultWorkspace } from "@/client/components/results/result-workspace";
import type { WorkspaceProps } from "@/client/tools/tool-view";
import { quizzes } from "./api";
import { GenerateForm } from "./generate-form";
import { QuizView } from "./quiz-view";

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
