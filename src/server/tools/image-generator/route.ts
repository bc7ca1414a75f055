import { Hono } from "hono";
import { type AppEnv, requireSession } from "@/server/features/auth/session";
import { answerJob } from "@/server/features/jobs/answer-job";
import { guestAddress } from "@/server/features/usage/payer";
import { AppError } from "@/server/platform/http/errors";
import { validate } from "@/server/platform/http/validate";
import {
  type ImageGenerationResult,
  type ImageModelStatus,
  imageGenerationRequestSchema,
  imageGenerationResultSchema,
  imageGenerator,
  imageProviderSetting,
  imagesWithoutApi,
} from "@/shared/tools/image-generator";
import { providersOf, readinessWhen } from "@/shared/tools/readiness";
import { type ToolDeps, toolServer } from "../panel-tool";
import { imageGeneratorJob } from "./job";

function imageGenerationRoutes({ jobs, ai }: ToolDeps) {
  return new Hono<AppEnv>()
    .get("/image-generation/models", async (c) => {
      // The offered models (the default first), each with the sizes it draws; then the others.
      const body: { models: ImageModelStatus[] } = { models: (await ai.images()).statuses() };
      return c.json(body);
    })
    .post("/image-generation", validate("json", imageGenerationRequestSchema), async (c) => {
      const { user } = requireSession(c);
      const request = c.req.valid("json");
      const withoutApi = imagesWithoutApi.find((model) => model.id === request.model);
      if (withoutApi) throw new AppError("validation_failed", withoutApi.reason);
      // The model settled now (400, 410 or 503 before anything is charged), kept by its id.
      const chosen = (await ai.images()).choose(request.model);
      const queued = await jobs.enqueue({
        userId: user.id,
        toolId: imageGenerator.id,
        input: { ...request, model: chosen.id },
        title: request.prompt,
        address: guestAddress(c),
        usage: [{ kind: "image", amount: request.count }],
      });
      return answerJob(c, jobs, queued, (view) => {
        const result: ImageGenerationResult = imageGenerationResultSchema.parse(view.result);
        return {
          model: result.model,
          images: result.images.map(({ url }) => ({ url })),
          used: result.used,
        };
      });
    });
}

/** Off until an image provider is set up. */
const imageReadiness = async ({ ai }: ToolDeps) =>
  readinessWhen(
    (await ai.images()).statuses().some((model) => model.available),
    providersOf(Object.values(imageProviderSetting)),
  );

export const imageGeneratorServer = toolServer(imageGenerator, imageGenerationRoutes, {
  job: imageGeneratorJob,
  readiness: imageReadiness,
});
