import { and, asc, eq, inArray } from "drizzle-orm";
import { attachedContent } from "@/server/features/uploads/attached-content";
import type { Db } from "@/server/platform/db/client";
import { quiz, quizAttempt } from "@/server/platform/db/schema/tool-results";
import type { ResultStreamWriter } from "@/server/platform/http/result-stream";
import type { GenerationCaller, ToolGeneration } from "@/server/tools/generation";
import { resultStore } from "@/server/tools/result-store";
import {
  type GenerateQuizRequest,
  type Quiz,
  type QuizAttempt,
  type QuizDraft,
  type QuizQuestion,
  type QuizResponse,
  type QuizSummary,
  quizDraftSchema,
  type quizModes,
  quizQuestionTypeLabels,
  quizSummary,
  shortAnswerGradesSchema,
} from "@/shared/tools/quiz-generator";
import { answeredShortQuestions, gradeResponses, type ShortAnswerGrade } from "./grading";

type StoredQuiz = Omit<Quiz, "attempts">;
export type DraftWriter = ResultStreamWriter<Partial<QuizDraft>>;

function generationPrompt(request: Required<GenerateQuizRequest>) {
  const kinds = request.types.map((type) => `${type} (${quizQuestionTypeLabels[type]})`).join(", ");
  return [
    `You write a quiz of exactly ${request.questionCount} questions at the ${request.difficulty} level about the user's topic or material.`,
    `Use only these question types, mixed: ${kinds}.`,
    "single: 3 to 5 choices, exactly one correct. multiple: 4 to 6 choices, at least two correct.",
    'true-false: choices exactly ["True", "False"], one correct. short-answer: no choices, correct empty, answer the expected short answer.',
    "correct lists the indexes (from 0) of the correct choices. Every question has a one- or two-sentence explanation.",
    "Write in the language of the material.",
  ].join(" ");
}

const gradingPrompt =
  "You grade a student's short answers against the expected answers. An answer is correct when it means the same, even in other words or with small spelling mistakes; it is wrong when it is incomplete in an essential point or says something else. Give each verdict with one or two sentences of reasoning addressed to the student.";

/** Quizzes of an account (attempts in their own table) or of a guest (kept by the browser). */
export function quizService(db: Db, generation: ToolGeneration) {
  const store = (userId: string) => resultStore<StoredQuiz>(db, quiz, userId);

  const attemptsOf = async (userId: string, quizIds: string[]) => {
    if (quizIds.length === 0) return [];
    return db
      .select()
      .from(quizAttempt)
      .where(and(eq(quizAttempt.userId, userId), inArray(quizAttempt.quizId, quizIds)))
      .orderBy(asc(quizAttempt.createdAt));
  };
  const toAttempt = (row: typeof quizAttempt.$inferSelect): QuizAttempt => ({
    id: row.id,
    ...row.content,
    score: row.score,
    total: row.total,
    createdAt: row.createdAt.toISOString(),
  });

  /** Grades every response; short answers by the model, in one request, only when there are some. */
  async function grade(
    caller: GenerationCaller,
    modelId: string,
    questions: QuizQuestion[],
    responses: QuizResponse[],
    mode: (typeof quizModes)[number],
  ): Promise<Omit<QuizAttempt, "id" | "createdAt">> {
    const toGrade = answeredShortQuestions(questions, responses);
    const verdicts = new Map<string, ShortAnswerGrade>();
    if (toGrade.length > 0) {
      const resolved = await generation.prepare(caller, modelId);
      const ids = toGrade.map(({ question }) => question.id);
      const schema = shortAnswerGradesSchema.refine(
        (answer) => ids.every((id) => answer.grades.some((entry) => entry.questionId === id)),
        "a grade for every question",
      );
      const lines = toGrade.map(({ question, text }) =>
        JSON.stringify({
          questionId: question.id,
          question: question.prompt,
          expected: question.answer,
          student: text,
        }),
      );
      const answer = await generation.ask(resolved, caller, {
        schema,
        name: "short_answer_grades",
        system: gradingPrompt,
        prompt: [{ role: "user", content: lines.join("\n") }],
      });
      for (const entry of answer.grades)
        verdicts.set(entry.questionId, {
          correct: entry.correct,
          reasoning: entry.reasoning.trim(),
        });
    }
    const graded = gradeResponses(questions, responses, verdicts);
    return {
      mode,
      responses: graded,
      score: graded.filter((response) => response.correct).length,
      total: questions.length,
    };
  }

  return {
    store,

    /** Checks rate, model and attachments before streaming, then returns the run. */
    async prepare(request: Required<GenerateQuizRequest>, caller: GenerationCaller) {
      const resolved = await generation.prepare(caller, request.model);
      const attached = await attachedContent(
        generation.uploads(caller),
        request.uploadIds,
        resolved.model,
      );
      const count = Number(request.questionCount);
      return async (writer: DraftWriter): Promise<Quiz> => {
        const topic = request.topic.trim();
        const draft = await generation.ask(
          resolved,
          caller,
          {
            schema: quizDraftSchema(request.types),
            name: "quiz",
            system: generationPrompt(request),
            prompt: [
              {
                role: "user",
                content: [...(topic ? [{ type: "text" as const, text: topic }] : []), ...attached],
              },
            ],
          },
          writer,
        );
        const content: Omit<StoredQuiz, "id" | "createdAt" | "updatedAt"> = {
          title: draft.title.trim().slice(0, 200),
          topic: topic.slice(0, 300),
          difficulty: request.difficulty,
          questions: draft.questions.slice(0, count).map((question) => ({
            id: crypto.randomUUID(),
            type: question.type,
            prompt: question.prompt.trim(),
            choices: question.choices.map((choice) => choice.trim()),
            correct: question.correct,
            answer: question.answer.trim(),
            explanation: question.explanation.trim(),
          })),
        };
        if (caller.accountId) {
          const saved = await store(caller.accountId).create(content.title, content);
          return { ...saved, attempts: [] };
        }
        const now = new Date().toISOString();
        return {
          ...content,
          id: crypto.randomUUID(),
          attempts: [],
          createdAt: now,
          updatedAt: now,
        };
      };
    },

    /** A stored quiz with its attempts, oldest first; null when it is not the owner's. */
    async get(userId: string, id: string): Promise<Quiz | null> {
      const found = await store(userId).get(id);
      if (!found) return null;
      return { ...found, attempts: (await attemptsOf(userId, [id])).map(toAttempt) };
    },

    async summaries(userId: string, quizzes: StoredQuiz[]): Promise<QuizSummary[]> {
      const attempts = await attemptsOf(
        userId,
        quizzes.map((entry) => entry.id),
      );
      return quizzes.map((entry) =>
        quizSummary({
          ...entry,
          attempts: attempts.filter((row) => row.quizId === entry.id).map(toAttempt),
        }),
      );
    },

    /** An account's attempt at its stored quiz: graded, kept, and the quiz counts as used now. */
    async submit(
      caller: GenerationCaller & { accountId: string },
      stored: StoredQuiz,
      request: { model: string; mode: (typeof quizModes)[number]; responses: QuizResponse[] },
    ): Promise<QuizAttempt> {
      const result = await grade(
        caller,
        request.model,
        stored.questions,
        request.responses,
        request.mode,
      );
      const [row] = await db
        .insert(quizAttempt)
        .values({
          quizId: stored.id,
          userId: caller.accountId,
          score: result.score,
          total: result.total,
          content: { mode: result.mode, responses: result.responses },
        })
        .returning();
      if (!row) throw new Error("attempt insert returned no row");
      await db
        .update(quiz)
        .set({ updatedAt: new Date() })
        .where(and(eq(quiz.id, stored.id), eq(quiz.userId, caller.accountId)));
      return toAttempt(row);
    },

    /** A guest's attempt: graded and returned; the browser keeps it with the quiz. */
    async gradeOnly(
      caller: GenerationCaller,
      request: {
        model: string;
        mode: (typeof quizModes)[number];
        questions: QuizQuestion[];
        responses: QuizResponse[];
      },
    ): Promise<QuizAttempt> {
      const result = await grade(
        caller,
        request.model,
        request.questions,
        request.responses,
        request.mode,
      );
      return { ...result, id: crypto.randomUUID(), createdAt: new Date().toISOString() };
    },
  };
}
