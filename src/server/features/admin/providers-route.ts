import { Hono } from "hono";
import type { ProviderSettings } from "@/server/engines/providers/provider-settings";
import type { AppEnv } from "@/server/features/auth/session";
import { AppError } from "@/server/platform/http/errors";
import { validate } from "@/server/platform/http/validate";
import {
  type ProviderServiceId,
  type ProviderStatus,
  providerServiceParamSchema,
  providerSettingsInputSchema,
} from "@/shared/provider-settings";
import { recordAudit } from "./audit-log";
import { adminId } from "./require-admin";

/**
 * The admin area's Providers: which are set up and where from, a key's last 4 characters at
 * most; an admin stores, replaces or removes a key (and base URL), which counts without a
 * restart (ai/provider-settings.ts). The audit entry says what changed, never the key.
 */
export function adminProviderRoutes({ providerSettings }: { providerSettings: ProviderSettings }) {
  const statusOf = async (id: ProviderServiceId): Promise<ProviderStatus> => {
    const status = (await providerSettings.statuses()).find((entry) => entry.id === id);
    if (!status) throw new AppError("not_found", "There is no such provider.");
    return status;
  };
  return new Hono<AppEnv>()
    .get("/admin/providers", async (c) => c.json({ providers: await providerSettings.statuses() }))
    .put(
      "/admin/providers/:provider",
      validate("param", providerServiceParamSchema),
      validate("json", providerSettingsInputSchema),
      async (c) => {
        const { provider } = c.req.valid("param");
        const input = c.req.valid("json");
        const actorId = adminId(c);
        await providerSettings.save(provider, input, (tx) =>
          recordAudit(tx, {
            actorId,
            action: "provider.set",
            target: { type: "provider", id: provider },
            details: {
              key: input.apiKey === undefined ? "kept" : "stored",
              baseUrl: input.baseUrl === undefined ? "kept" : input.baseUrl ? "stored" : "removed",
            },
          }),
        );
        return c.json({ provider: await statusOf(provider) });
      },
    )
    .delete(
      "/admin/providers/:provider",
      validate("param", providerServiceParamSchema),
      async (c) => {
        const { provider } = c.req.valid("param");
        const actorId = adminId(c);
        const removed = await providerSettings.remove(provider, (tx) =>
          recordAudit(tx, {
            actorId,
            action: "provider.remove",
            target: { type: "provider", id: provider },
          }),
        );
        if (!removed) {
          throw new AppError("not_found", "Nothing is stored for this provider in the admin area.");
        }
        return c.json({ provider: await statusOf(provider) });
      },
    );
}
