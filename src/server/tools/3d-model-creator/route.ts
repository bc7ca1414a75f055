import { type Context, Hono } from "hono";
import { mediaFileStore } from "@/server/features/files/media-file-store";
import { answerJob } from "@/server/features/jobs/answer-job";
import { guestAddress } from "@/server/features/usage/payer";
import type { AppDeps, AppEnv } from "@/server/platform/http/app-env";
import { AppError } from "@/server/platform/http/errors";
import { requireSession } from "@/server/platform/http/session";
import { validate } from "@/server/platform/http/validate";
import {
  imageTo3dRequestSchema,
  imageTo3dTitle,
  type Model3dJobInput,
  type Model3dProviderStatus,
  model3dResultSchema,
  modelCreator3d,
  textTo3dRequestSchema,
} from "@/shared/tools/3d-model-creator";
import { panelTool } from "../panel-tool";
import { createModelJob, falNotConfigured } from "./create-model";

function modelCreatorRoutes({ db, jobs, ai }: AppDeps) {
  const configured = async () => (await ai.fal()) !== undefined;
  const requireProvider = async () => {
    if (!(await configured())) throw new AppError("provider_not_configured", falNotConfigured);
  };
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
    .get("/3d-model-creator/provider", async (c) => {
      const status: Model3dProviderStatus = (await configured())
        ? { available: true, provider: "fal" }
        : { available: false, reason: falNotConfigured };
      return c.json(status);
    })
    .post("/3d-model-creator", validate("json", textTo3dRequestSchema), async (c) => {
      requireSession(c);
      await requireProvider();
      const request = c.req.valid("json");
      return start(c, request, `${request.modelType}: ${request.description}`);
    })
    .post("/image-to-3d", validate("json", imageTo3dRequestSchema), async (c) => {
      const { user } = requireSession(c);
      await requireProvider();
      const request = c.req.valid("json");
      if (request.imageUrl.startsWith("/api/files/")) {
        const row = await mediaFileStore(db, user.id).get(
          request.imageUrl.slice("/api/files/".length),
        );
        if (!row?.mediaType.startsWith("image/")) {
          throw new AppError("not_found", "That image does not exist or is not yours.");
        }
      }
      return start(c, request, imageTo3dTitle);
    });
}

export const modelCreator3dServer = panelTool(modelCreator3d, modelCreatorRoutes, createModelJob);
