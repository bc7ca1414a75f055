import { Hono } from "hono";
import { type AppEnv, requireAccount, requireSession } from "@/server/features/auth/session";
import { answerJob } from "@/server/features/jobs/answer-job";
import { guestAddress } from "@/server/features/usage/payer";
import { brandKit } from "@/server/platform/db/schema/tool-results";
import { attachmentName } from "@/server/platform/http/attachment-name";
import { AppError } from "@/server/platform/http/errors";
import { resultStream } from "@/server/platform/http/result-stream";
import { validate, validId } from "@/server/platform/http/validate";
import { generationCaller, toolGeneration } from "@/server/tools/generation";
import { toolServer } from "@/server/tools/panel-tool";
import { asStored, notYours, savedResultRoutes } from "@/server/tools/saved-result-routes";
import {
  brandKitCreator,
  brandKitSchema,
  brandKitSummary,
  generateBrandKitRequestSchema,
  logoRequestSchema,
  logoResultSchema,
} from "@/shared/tools/brand-kit-creator";
import { brandSheetPng } from "./brand-sheet";
import { brandKitCreatorJob } from "./job";
import { logoAvailability, logoModel, noLogoProvider } from "./logo-model";
import { brandKitService } from "./service";

/** A whole kit without its id and times: what the sheet is drawn from, and what PUT stores. */
const kitInputSchema = brandKitSchema.omit({ id: true, createdAt: true, updatedAt: true });
const notFound = () => notYours("brandKit");

/**
 * POST /brand-kits/generate (any session; an account's kit is stored), POST /brand-kits/sheet
 * (any kit as a one-page PNG), PUT /brand-kits/:id (an account's kit, e.g. with its drawn
 * logos), GET and POST /brand-kits/logos (can logos be drawn here; draw
 * one concept as a job), and the account's list, one kit and delete.
 */
export const brandKitCreatorServer = toolServer(
  brandKitCreator,
  (deps) => {
    const service = brandKitService(deps.db, toolGeneration(deps, brandKitCreator.id));
    const imageProviders = deps.ai.images;
    return new Hono<AppEnv>()
      .post("/brand-kits/generate", validate("json", generateBrandKitRequestSchema), async (c) => {
        const caller = generationCaller(c);
        const run = await service.prepare(c.req.valid("json"), caller);
        return resultStream(deps.logger, caller.signal, run);
      })
      .post("/brand-kits/sheet", validate("json", kitInputSchema), async (c) => {
        requireSession(c);
        const kit = c.req.valid("json");
        const png = await brandSheetPng(kit);
        return c.body(png as Uint8Array<ArrayBuffer>, 200, {
          "Content-Type": "image/png",
          "Content-Disposition": attachmentName(`${kit.name} brand sheet`, "png"),
          "X-Content-Type-Options": "nosniff",
          "Cache-Control": "no-store",
        });
      })
      .get("/brand-kits/logos", async (c) => c.json(logoAvailability(await imageProviders())))
      .post("/brand-kits/logos", validate("json", logoRequestSchema), async (c) => {
        const { user } = requireSession(c);
        const request = c.req.valid("json");
        if (!logoModel(await imageProviders()))
          throw new AppError("provider_not_configured", noLogoProvider);
        const queued = await deps.jobs.enqueue({
          userId: user.id,
          toolId: brandKitCreator.id,
          input: request,
          title: request.title,
          address: guestAddress(c),
          usage: [{ kind: "image", amount: 1 }],
        });
        return answerJob(c, deps.jobs, queued, (view) => logoResultSchema.parse(view.result));
      })
      .put("/brand-kits/:id", validId(notFound), validate("json", kitInputSchema), async (c) => {
        const { user } = requireAccount(c);
        const kit = c.req.valid("json");
        const saved = await service.store(user.id).replace(c.req.valid("param").id, kit.name, kit);
        if (!saved) throw notFound();
        return c.json(saved);
      })
      .route(
        "/",
        savedResultRoutes(deps.db, {
          path: "brand-kits",
          table: brandKit,
          noun: "brandKit",
          summaries: (kits) => kits.map(brandKitSummary),
          complete: asStored,
        }),
      );
  },
  { job: brandKitCreatorJob },
);
