import { Hono } from "hono";
import type { Ai } from "@/server/engines/providers/ai";
import type { AppEnv } from "@/server/features/auth/session";
import { AppError } from "@/server/platform/http/errors";
import { validate } from "@/server/platform/http/validate";
import {
  adminModelParamSchema,
  modelDefaultInputSchema,
  modelEnabledInputSchema,
  modelPurposes,
  type ProviderTestResult,
} from "@/shared/model-admin";
import { recordAudit } from "./audit-log";
import { adminId } from "./require-admin";

const noSuchProvider = () => new AppError("not_found", "There is no such provider.");

/**
 * The admin area's Models: every provider's listed models, switched on or off one by one, the
 * default model of each purpose, a fresh read of a provider's list, and a provider's Test (its
 * list read, then its cheapest real call, with the provider's own words when it fails).
 */
export function adminModelRoutes({ ai }: { ai: Pick<Ai, "admin"> }) {
  return new Hono<AppEnv>()
    .get("/admin/models", async (c) => c.json(await ai.admin.models()))
    .put(
      "/admin/models/:provider",
      validate("param", adminModelParamSchema),
      validate("json", modelEnabledInputSchema),
      async (c) => {
        const { provider } = c.req.valid("param");
        const { id, enabled } = c.req.valid("json");
        const actorId = adminId(c);
        const changed = await ai.admin.setEnabled(provider, id, enabled, (tx) =>
          recordAudit(tx, {
            actorId,
            action: "model.switch",
            target: { type: "provider", id: provider },
            details: { model: id, enabled },
          }),
        );
        if (!changed) throw new AppError("not_found", `${provider} has never listed ${id}.`);
        return c.json(await ai.admin.models());
      },
    )
    .put("/admin/model-defaults", validate("json", modelDefaultInputSchema), async (c) => {
      const input = c.req.valid("json");
      const actorId = adminId(c);
      const purpose = modelPurposes.find((entry) => entry.id === input.purpose)?.label;
      const result = await ai.admin.setDefault(input, (tx) =>
        recordAudit(tx, {
          actorId,
          action: "model.default",
          target: { type: "provider", id: input.model?.provider ?? null },
          details: { purpose: purpose ?? input.purpose, model: input.model?.id ?? null },
        }),
      );
      if (!result.ok) throw new AppError("validation_failed", result.message);
      return c.json(await ai.admin.models());
    })
    .post(
      "/admin/models/:provider/refresh",
      validate("param", adminModelParamSchema),
      async (c) => {
        const outcome = await ai.admin.refresh(c.req.valid("param").provider);
        if (!outcome) throw new AppError("not_found", "There is no such provider set up.");
        return c.json(await ai.admin.models());
      },
    )
    .post(
      "/admin/providers/:provider/test",
      validate("param", adminModelParamSchema),
      async (c) => {
        const result: ProviderTestResult | undefined = await ai.admin.test(
          c.req.valid("param").provider,
        );
        if (!result) throw noSuchProvider();
        return c.json(result);
      },
    );
}
