import { type Context, Hono } from "hono";
import { type AppEnv, requireSession } from "@/server/features/auth/session";
import { isStoredFileUrl, ownMediaFile } from "@/server/features/files/own-media-file";
import { answerJob } from "@/server/features/jobs/answer-job";
import { modelProvider, modelReadiness } from "@/server/features/model-generation/modelling";
import { guestAddress } from "@/server/features/usage/payer";
import { AppError } from "@/server/platform/http/errors";
import { validate } from "@/server/platform/http/validate";
import { msg } from "@/server/platform/i18n/server-messages";
import {
  imageTo3dRequestSchema,
  imageTo3dTitle,
  type Model3dJobInput,
  model3dResultSchema,
  modelCreator3d,
  textTo3dRequestSchema,
} from "@/shared/tools/3d-model-creator";
import { type ToolDeps, toolServer } from "../panel-tool";
import { falNotConfigured, modelCreator3dJob } from "./job";

function modelCreatorRoutes({ db, jobs, ai }: ToolDeps) {
  const provider = modelProvider(ai, falNotConfigured);
  const start = async (c: Context<AppEnv>, input: Model3dJobInput, title: string) => {
    const { user } = requireSession(c);
    const queued = await jobs.enqueue({
      userId: user.id,
      toolId: modelCreator3d.id,
      input,
      title,
      address: guestAddress(c),
      usage: [{ kind: "model3d", amount: 1 }],
    });
    return answerJob(c, jobs, queued, (view) => model3dResultSchema.parse(view.result));
  };
  return new Hono<AppEnv>()
    .get("/3d-model-creator/provider", async (c) => c.json(await provider.status()))
    .post("/3d-model-creator", validate("json", textTo3dRequestSchema), async (c) => {
      requireSession(c);
      await provider.require();
      const request = c.req.valid("json");
      return start(c, request, `${request.modelType}: ${request.description}`);
    })
    .post("/image-to-3d", validate("json", imageTo3dRequestSchema), async (c) => {
      const { user } = requireSession(c);
      await provider.require();
      const request = c.req.valid("json");
      if (
        isStoredFileUrl(request.imageUrl) &&
        !(await ownMediaFile(db, user.id, request.imageUrl, "image"))
      ) {
        throw new AppError(
          "not_found",
          msg({
            id: "errors.tools.imageNotFound",
            defaultMessage: "That image does not exist or is not yours.",
          }),
        );
      }
      return start(c, request, imageTo3dTitle);
    });
}

export const modelCreator3dServer = toolServer(modelCreator3d, modelCreatorRoutes, {
  job: modelCreator3dJob,
  readiness: modelReadiness,
});
