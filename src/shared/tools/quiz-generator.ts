import { z } from "zod";
import { idSchema } from "../ids";
import { workbenchModels } from "../models";
import { textField } from "../text";
import { defineTool } from "./define-tool";
import { filled, generationRequest, savedResult } from "./results";

export const quizQuestionCounts = ["5", "10", "15", "20"] as const;
export const quizDifficulties = ["Beginner", "Intermediate", "Advanced"] as const;
export const quizQuestionTypes = ["single", "multiple", "true-false", "short-answer"] as const;
export type QuizQuestionType = (typeof quizQuestionTypes)[number];
export const quizQuestionTypeLabels: Record<QuizQuestionType, string> = {
  single: "Single choice",
  multiple: "Multiple choice",
  "true-false": "True / false",
  "short-answer": "Short answer",
};
export const quizModes = ["one-at-a-time", "all-at-once"] as const;

const options = z.object({
  questionCount: z.enum(quizQuestionCounts).default("10"),
  difficulty: z.enum(quizDifficulties).default("Intermediate"),
});

export const quizGenerator = defineTool({
  id: "quiz-generator",
  name: "Quiz Generator",
  description: "Create quizzes with answers from any topic or text.",
  category: "Education",
  icon: "list-checks",
  kind: "panel",
  messageBar: true,
  uploadAccept: [".pdf", ".txt", ".md", ".docx"],
  models: workbenchModels,
  options,
  assistant: { pattern: /\b(quiz\w*|exams?)\b/, rank: 5 },
});

const trueFalse = ["True", "False"];

/** Why a question the model wrote cannot be asked, or null when it can. */
export function questionProblem(question: {
  type: QuizQuestionType;
  choices: string[];
  correct: number[];
  answer: string;
}): string | null {
  const { type, choices, correct } = question;
  const inRange = correct.every(
    (index) => Number.isInteger(index) && index >= 0 && index < choices.length,
  );
  if (new Set(correct).size !== correct.length || !inRange)
    return "correct must list choice indexes once each";
  if (type === "short-answer") {
    if (choices.length > 0) return "a short-answer question has no choices";
    return question.answer.trim() ? null : "a short-answer question needs its answer";
  }
  if (type === "true-false" && choices.join() !== trueFalse.join())
    return 'true/false choices are exactly "True", "False"';
  if (choices.length < 2 || choices.length > 6) return "a choice question has 2 to 6 choices";
  if (choices.some((choice) => !choice.trim())) return "choices must not be blank";
  if (type === "multiple")
    return correct.length >= 2
      ? null
      : "a multiple-choice question has at least two correct choices";
  return correct.length === 1 ? null : "a single-choice question has exactly one correct choice";
}

const draftQuestionSchema = z
  .object({
    type: z.enum(quizQuestionTypes),
    prompt: filled("the question"),
    choices: z
      .array(z.string())
      .describe('the options; ["True", "False"] for true-false; empty for short-answer'),
    correct: z
      .array(z.number().int())
      .describe("indexes of the correct choices; empty for short-answer"),
    answer: z.string().describe("the expected answer for short-answer questions; empty otherwise"),
    explanation: filled("why the correct answer is correct, in one or two sentences"),
  })
  .superRefine((question, context) => {
    const problem = questionProblem(question);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/**
 * What the model writes: a quiz title and its questions (structured output), each of one of
 * the requested `types`; a question of another type makes the answer unusable.
 */
export function quizDraftSchema(types: readonly QuizQuestionType[]) {
  return z.object({
    title: filled("a short title for the quiz"),
    questions: z
      .array(draftQuestionSchema)
      .refine(
        (questions) => questions.length >= 1 && questions.length <= 20,
        "between 1 and 20 questions",
      )
      .refine(
        (questions) => questions.every((question) => types.includes(question.type)),
        `only questions of the types ${types.join(", ")}`,
      ),
  });
}
export type QuizDraft = z.infer<ReturnType<typeof quizDraftSchema>>;

export const quizQuestionSchema = z.object({
  id: idSchema,
  type: z.enum(quizQuestionTypes),
  prompt: z.string(),
  choices: z.array(z.string()),
  correct: z.array(z.number().int().nonnegative()),
  answer: z.string(),
  explanation: z.string(),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

/** One question as answered: chosen indexes for choice questions, text for short answers. */
export const quizResponseSchema = z.object({
  questionId: idSchema,
  selected: z.array(z.number().int().nonnegative()).max(6).default([]),
  text: textField().max(2000).default(""),
});
export type QuizResponse = z.infer<typeof quizResponseSchema>;

export const gradedResponseSchema = quizResponseSchema.extend({
  correct: z.boolean(),
  /** For short answers: the model's reasoning for its verdict. */
  reasoning: z.string().nullable(),
});
export type GradedResponse = z.infer<typeof gradedResponseSchema>;

export const quizAttemptSchema = z.object({
  id: idSchema,
  mode: z.enum(quizModes),
  responses: z.array(gradedResponseSchema),
  score: z.number().int().nonnegative(),
  total: z.number().int().positive(),
  createdAt: z.iso.datetime(),
});
export type QuizAttempt = z.infer<typeof quizAttemptSchema>;

export const quizSchema = savedResult(
  z.object({
    title: z.string(),
    topic: z.string(),
    difficulty: z.enum(quizDifficulties),
    questions: z.array(quizQuestionSchema).min(1).max(20),
    /** Oldest first. */
    attempts: z.array(quizAttemptSchema),
  }),
);
export type Quiz = z.infer<typeof quizSchema>;

export type QuizSummary = {
  id: string;
  title: string;
  questionCount: number;
  attemptCount: number;
  /** The latest attempt's score, e.g. 7 of 10. */
  lastScore: { score: number; total: number } | null;
  updatedAt: string;
};

export function quizSummary(quiz: Quiz): QuizSummary {
  const last = quiz.attempts.at(-1);
  return {
    id: quiz.id,
    title: quiz.title,
    questionCount: quiz.questions.length,
    attemptCount: quiz.attempts.length,
    lastScore: last ? { score: last.score, total: last.total } : null,
    updatedAt: quiz.updatedAt,
  };
}

/** POST /api/quizzes/generate */
export const generateQuizRequestSchema = generationRequest({
  topic: textField().max(50_000, "Type at most 50,000 characters.").default(""),
  uploadIds: z.array(idSchema).max(10, "Attach at most 10 files.").default([]),
  questionCount: z.enum(quizQuestionCounts),
  difficulty: z.enum(quizDifficulties),
  types: z
    .array(z.enum(quizQuestionTypes))
    .min(1, "Choose at least one question type.")
    .max(4)
    .refine((types) => new Set(types).size === types.length, "Choose each question type once."),
}).refine(
  (request) => request.topic.trim().length > 0 || request.uploadIds.length > 0,
  "Type a topic or attach material for the quiz.",
);
export type GenerateQuizRequest = z.input<typeof generateQuizRequestSchema>;

const attemptFields = {
  model: textField().trim().min(1, "Choose a model.").max(200),
  mode: z.enum(quizModes),
  responses: z.array(quizResponseSchema).max(20),
};

/** POST /api/quizzes/:id/attempts: an account's saved quiz, answered. */
export const submitAttemptRequestSchema = z.object(attemptFields);
export type SubmitAttemptRequest = z.input<typeof submitAttemptRequestSchema>;

/** POST /api/quizzes/grade: a guest's quiz (kept in the browser) and its answers. */
export const gradeQuizRequestSchema = z.object({
  ...attemptFields,
  questions: z.array(quizQuestionSchema).min(1).max(20),
});
export type GradeQuizRequest = z.input<typeof gradeQuizRequestSchema>;

/** What the model writes when grading short answers against the stored ones. */
export const shortAnswerGradesSchema = z.object({
  grades: z.array(
    z.object({
      questionId: z.string().describe("the id of the question graded"),
      correct: z.boolean().describe("whether the answer means the same as the expected one"),
      reasoning: filled("one or two sentences on why, addressed to the student"),
    }),
  ),
});
