import { Hono } from "hono";
import { brandKit } from "@/server/db/schema/tool-results";
import type { AppEnv } from "@/server/http/app-env";
import { attachmentName } from "@/server/http/attachment-name";
import { resultStream } from "@/server/http/result-stream";
import { requireSession } from "@/server/http/session";
import { validate } from "@/server/http/validate";
import { generationCaller, toolGeneration } from "@/server/tools/generation";
import { panelTool } from "@/server/tools/panel-tool";
import { savedResultRoutes } from "@/server/tools/saved-result-routes";
import {
  brandKitCreator,
  brandKitSchema,
  brandKitSummary,
  generateBrandKitRequestSchema,
} from "@/shared/tools/brand-kit-creator";
import { brandSheetPng } from "./brand-sheet";
import { brandKitService } from "./service";

const sheetRequestSchema = brandKitSchema.omit({ id: true, createdAt: true, updatedAt: true });

/**
 * POST /brand-kits/generate (any session; an account's kit is stored), POST /brand-kits/sheet
 * (any kit as a one-page PNG), and the account's list, one kit and delete.
 */
export const brandKitCreatorServer = panelTool(brandKitCreator, (deps) => {
  const service = brandKitService(deps.db, toolGeneration(deps));
  return new Hono<AppEnv>()
    .post("/brand-kits/generate", validate("json", generateBrandKitRequestSchema), async (c) => {
      const caller = generationCaller(c);
      const run = await service.prepare(c.req.valid("json"), caller);
      return resultStream(deps.logger, caller.signal, run);
    })
    .post("/brand-kits/sheet", validate("json", sheetRequestSchema), async (c) => {
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
    .route(
      "/",
      savedResultRoutes(deps.db, {
        path: "brand-kits",
        table: brandKit,
        noun: "brand kit",
        summaries: (kits) => kits.map(brandKitSummary),
      }),
    );
});
