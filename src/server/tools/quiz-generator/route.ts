import { Hono } from "hono";
import { type AppEnv, requireAccount } from "@/server/features/auth/session";
import { quiz } from "@/server/platform/db/schema/tool-results";
import { resultStream } from "@/server/platform/http/result-stream";
import { validate, validId } from "@/server/platform/http/validate";
import { generationCaller, toolGeneration } from "@/server/tools/generation";
import { toolServer } from "@/server/tools/panel-tool";
import { notYours, savedResultRoutes } from "@/server/tools/saved-result-routes";
import {
  generateQuizRequestSchema,
  gradeQuizRequestSchema,
  quizGenerator,
  submitAttemptRequestSchema,
} from "@/shared/tools/quiz-generator";
import { quizService } from "./service";

const notFound = () => notYours("quiz");

/**
 * POST /quizzes/generate (any session; an account's quiz is stored), POST /quizzes/:id/attempts
 * (an account's attempt, graded and kept), POST /quizzes/grade (a guest's quiz, graded only),
 * and the account's list, one quiz (with its attempts) and delete.
 */
export const quizGeneratorServer = toolServer(quizGenerator, (deps) => {
  const service = quizService(deps.db, toolGeneration(deps, quizGenerator.id));
  return new Hono<AppEnv>()
    .post("/quizzes/generate", validate("json", generateQuizRequestSchema), async (c) => {
      const caller = generationCaller(c);
      const run = await service.prepare(c.req.valid("json"), caller);
      return resultStream(deps.logger, caller.signal, run);
    })
    .post("/quizzes/grade", validate("json", gradeQuizRequestSchema), async (c) =>
      c.json(await service.gradeOnly(generationCaller(c), c.req.valid("json"))),
    )
    .post(
      "/quizzes/:id/attempts",
      validId(notFound),
      validate("json", submitAttemptRequestSchema),
      async (c) => {
        const { user } = requireAccount(c);
        const stored = await service.store(user.id).get(c.req.valid("param").id);
        if (!stored) throw notFound();
        const caller = { ...generationCaller(c), accountId: user.id };
        return c.json(await service.submit(caller, stored, c.req.valid("json")), 201);
      },
    )
    .route(
      "/",
      savedResultRoutes(deps.db, {
        path: "quizzes",
        table: quiz,
        noun: "quiz",
        summaries: (quizzes, userId) => service.summaries(userId, quizzes),
        complete: async (found, userId) =>
          (await service.get(userId, found.id)) ?? { ...found, attempts: [] },
      }),
    );
});
