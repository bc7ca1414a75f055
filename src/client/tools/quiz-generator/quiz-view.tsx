import { useState } from "react";
import { useModelChoice } from "@/client/components/models/use-model-choice";
import { WorkspaceHeading } from "@/client/components/results/workspace-frame";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { counted } from "@/shared/text";
import type { Quiz, QuizAttempt, QuizResponse } from "@/shared/tools/quiz-generator";
import { quizGenerator } from "@/shared/tools/quiz-generator";
import { quizzes, submitAttempt } from "./api";
import { AttemptHistory, AttemptResults } from "./attempt-results";
import { TakeQuiz } from "./take-quiz";

type Props = { quiz: Quiz; isAuthenticated: boolean };

/** A quiz: start it in either mode, see the latest attempt's results, and the attempts over time. */
export function QuizView({ quiz, isAuthenticated }: Props) {
  const models = useModelChoice(quizGenerator.id);
  const keep = quizzes.useKeep(isAuthenticated);
  const [mode, setMode] = useState<QuizAttempt["mode"] | null>(null);
  const [grading, setGrading] = useState(false);
  const [shown, setShown] = useState<QuizAttempt | null>(null);

  const submit = async (responses: QuizResponse[]) => {
    if (!mode) return;
    if (!models.model) {
      toast({
        title: "No model",
        description: "Short answers need a model to grade them.",
        variant: "destructive",
      });
      return;
    }
    setGrading(true);
    try {
      const attempt = await submitAttempt(
        quiz,
        { model: models.model, mode, responses },
        isAuthenticated,
      );
      await keep({ ...quiz, attempts: [...quiz.attempts, attempt] });
      setShown(attempt);
      setMode(null);
    } catch (error) {
      toast({ title: "Not graded", description: (error as Error).message, variant: "destructive" });
    } finally {
      setGrading(false);
    }
  };

  const count = quiz.questions.length;
  return (
    <>
      <WorkspaceHeading title={quiz.title}>
        {counted(count, "question")} · {quiz.difficulty}
        {quiz.attempts.length > 0 && ` · ${counted(quiz.attempts.length, "attempt")}`}
      </WorkspaceHeading>
      {mode ? (
        <TakeQuiz
          quiz={quiz}
          mode={mode}
          grading={grading}
          onSubmit={submit}
          onCancel={() => setMode(null)}
        />
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setMode("one-at-a-time")}>
              {quiz.attempts.length ? "Retake" : "Take"} one at a time
            </Button>
            <Button variant="outline" onClick={() => setMode("all-at-once")}>
              {quiz.attempts.length ? "Retake" : "Take"} all at once
            </Button>
          </div>
          {shown && <AttemptResults quiz={quiz} attempt={shown} />}
          <AttemptHistory attempts={quiz.attempts} />
        </>
      )}
    </>
  );
}
