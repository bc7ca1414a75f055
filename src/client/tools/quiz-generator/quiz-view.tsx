import { useState } from "react";
import { useModelChoice } from "@/client/components/models/use-model-choice";
import { WorkspaceHeading } from "@/client/components/results/workspace-frame";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import type { Quiz, QuizAttempt, QuizResponse } from "@/shared/tools/quiz-generator";
import { quizGenerator } from "@/shared/tools/quiz-generator";
import { quizzes, submitAttempt } from "./api";
import { AttemptHistory, AttemptResults } from "./attempt-results";
import { TakeQuiz } from "./take-quiz";

type Props = { quiz: Quiz; isAuthenticated: boolean };

/** A quiz: start it in either mode, see the latest attempt's results, and the attempts over time. */
export function QuizView({ quiz, isAuthenticated }: Props) {
  const models = useModelChoice(quizGenerator.id);
  const { t } = useT();
  const keep = quizzes.useKeep(isAuthenticated);
  const [mode, setMode] = useState<QuizAttempt["mode"] | null>(null);
  const [grading, setGrading] = useState(false);
  const [shown, setShown] = useState<QuizAttempt | null>(null);

  const submit = async (responses: QuizResponse[]) => {
    if (!mode) return;
    if (!models.model) {
      toast({
        title: t({ id: "quizGenerator.grade.noModel", defaultMessage: "No model" }),
        description: t({
          id: "quizGenerator.grade.noModelText",
          defaultMessage: "Short answers need a model to grade them.",
        }),
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
      toast({
        title: t({ id: "quizGenerator.grade.failed", defaultMessage: "Not graded" }),
        description: (error as Error).message,
        variant: "destructive",
      });
    } finally {
      setGrading(false);
    }
  };

  const count = quiz.questions.length;
  return (
    <>
      <WorkspaceHeading title={quiz.title}>
        {t(
          {
            id: "quizGenerator.quiz.summary",
            defaultMessage:
              "{count, plural, one {# question} other {# questions}} · {difficulty, select, Beginner {Beginner} Intermediate {Intermediate} other {Advanced}}{attempts, plural, =0 {} one { · # attempt} other { · # attempts}}",
          },
          { count, difficulty: quiz.difficulty, attempts: quiz.attempts.length },
        )}
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
              {t(
                {
                  id: "quizGenerator.quiz.oneAtATime",
                  defaultMessage: "{again, select, yes {Retake} other {Take}} one at a time",
                },
                { again: quiz.attempts.length ? "yes" : "no" },
              )}
            </Button>
            <Button variant="outline" onClick={() => setMode("all-at-once")}>
              {t(
                {
                  id: "quizGenerator.quiz.allAtOnce",
                  defaultMessage: "{again, select, yes {Retake} other {Take}} all at once",
                },
                { again: quiz.attempts.length ? "yes" : "no" },
              )}
            </Button>
          </div>
          {shown && <AttemptResults quiz={quiz} attempt={shown} />}
          <AttemptHistory attempts={quiz.attempts} />
        </>
      )}
    </>
  );
}
