import { Loader2 } from "lucide-react";
import { WorkspaceFrame } from "@/client/components/results/workspace-frame";
import { Button } from "@/client/components/ui/button";
import { useOpenResult } from "@/client/lib/open-result";
import type { WorkspaceProps } from "@/client/tools/tool-view";
import { quizzes } from "./api";
import { GenerateForm } from "./generate-form";
import { QuizView } from "./quiz-view";

/** Quiz Generator: the form for a new quiz, or the open quiz (`?result=<id>`). */
export function QuizGeneratorWorkspace(props: WorkspaceProps) {
  const { resultId, open } = useOpenResult();
  const quiz = quizzes.useResult(resultId, props.isAuthenticated);
  return (
    <WorkspaceFrame>
      {!resultId ? (
        <GenerateForm {...props} />
      ) : quiz.data ? (
        <QuizView key={quiz.data.id} quiz={quiz.data} isAuthenticated={props.isAuthenticated} />
      ) : quiz.error ? (
        <div role="alert" className="space-y-3 text-center">
          <p>This quiz could not be opened: {quiz.error.message}</p>
          <Button variant="outline" onClick={() => open(null)}>
            Make a new quiz
          </Button>
        </div>
      ) : (
        <Loader2 className="mx-auto h-6 w-6 animate-spin" aria-label="Loading quiz" />
      )}
    </WorkspaceFrame>
  );
}
