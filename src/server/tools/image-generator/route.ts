import { Hono } from "hono";
import { createImageProviders } from "@/server/engines/providers/image-providers";
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
} from "@/shared/tools/image-generator";
import { type ToolDeps, toolServer } from "../panel-tool";
import { imageGeneratorJob } from "./job";

function imageGenerationRoutes({ jobs, providerSettings }: ToolDeps) {
  const imageProviders = providerSettings.derive(createImageProviders);
  return new Hono<AppEnv>()
    .get("/image-generation/models", async (c) => {
      const providers = await imageProviders();
      const body: { models: ImageModelStatus[] } = { models: providers.statuses() };
      return c.json(body);
    })
    .post("/image-generation", validate("json", imageGenerationRequestSchema), async (c) => {
      const { user } = requireSession(c);
      const request = c.req.valid("json");
      const providers = await imageProviders();
      const status = providers.statuses().find((model) => model.id === request.model);
      if (!status?.available) {
        const configurable = providers.providerOf(request.model);
        throw new AppError(
          configurable ? "provider_not_configured" : "validation_failed",
          status?.reason ?? "This model is not available.",
        );
      }
      const queued = await jobs.enqueue({
        userId: user.id,
        toolId: imageGenerator.id,
        input: request,
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

export const imageGeneratorServer = toolServer(
  imageGenerator,
  imageGenerationRoutes,
  imageGeneratorJob,
);
