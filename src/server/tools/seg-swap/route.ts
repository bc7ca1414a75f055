import { Hono } from "hono";
import { type AppEnv, requireSession } from "@/server/features/auth/session";
import { isStoredFileUrl, ownMediaFile } from "@/server/features/files/own-media-file";
import { answerJob } from "@/server/features/jobs/answer-job";
import { guestAddress } from "@/server/features/usage/payer";
import { AppError } from "@/server/platform/http/errors";
import { validate } from "@/server/platform/http/validate";
import { msg } from "@/server/platform/i18n/server-messages";
import { providersOf, readinessWhen } from "@/shared/tools/readiness";
import { imageEditRequestSchema, imageEditResultSchema, segSwap } from "@/shared/tools/seg-swap";
import { type ToolDeps, toolServer } from "../panel-tool";
import { imageEditorSettings, noImageEditor, segSwapJob } from "./job";

function segSwapRoutes({ db, jobs, ai }: ToolDeps) {
  const imageProviders = ai.images;
  return new Hono<AppEnv>()
    .get("/seg-swap/editor", async (c) => {
      const editor = (await imageProviders()).editor();
      return c.json(
        editor
          ? { available: true as const, provider: editor.provider }
          : {
              available: false as const,
              reason: noImageEditor,
            },
      );
    })
    .post("/seg-swap", validate("json", imageEditRequestSchema), async (c) => {
      const { user } = requireSession(c);
      const request = c.req.valid("json");
      if (!(await imageProviders()).editor()) {
        throw new AppError("provider_not_configured", noImageEditor);
      }
      const image = request.imageUrl;
      if (image && isStoredFileUrl(image) && !(await ownMediaFile(db, user.id, image, "image"))) {
        throw new AppError("not_found", msg({ id: "errors.tools.imageNotFound" }));
      }
      const queued = await jobs.enqueue({
        userId: user.id,
        toolId: segSwap.id,
        input: request,
        title: `${request.action}: ${request.description}`,
        address: guestAddress(c),
        usage: [{ kind: "image", amount: 1 }],
      });
      return answerJob(c, jobs, queued, (view) => imageEditResultSchema.parse(view.result));
    });
}

/** Off until an image editor (OpenAI or fal) is set up. */
const editorReadiness = async ({ ai }: ToolDeps) =>
  readinessWhen(Boolean((await ai.images()).editor()), providersOf(imageEditorSettings));

export const segSwapServer = toolServer(segSwap, segSwapRoutes, {
  job: segSwapJob,
  readiness: editorReadiness,
});
