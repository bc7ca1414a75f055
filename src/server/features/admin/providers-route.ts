import { Hono } from "hono";
import type { Ai } from "@/server/engines/providers/ai";
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
 * restart (provider-settings.ts) and has its provider's model list read at once. The audit entry
 * says what changed, never the key.
 */
export function adminProviderRoutes({
  providerSettings,
  ai,
}: {
  providerSettings: ProviderSettings;
  ai: Pick<Ai, "admin">;
}) {
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
        // A new key may see other models: its list is read now, not at the next request.
        if (input.apiKey !== undefined || input.baseUrl !== undefined) {
          await ai.admin.refresh(provider);
        }
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
