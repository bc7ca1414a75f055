import type { ProviderSettings } from "./engines/providers/provider-settings";
import type { Auth } from "./features/auth/auth";
import type { DatabaseHealth } from "./platform/db/client";
import type { Mailer } from "./platform/mail/mailer";
import type { ToolDeps } from "./tools/panel-tool";

/**
 * Everything the app needs from outside; compose-app.ts builds it, tests build their own. It
 * names every service, so only the composition root knows it: each feature's routes and the
 * tools (ToolDeps: the services a tool may use, from the database to the AI object) declare the
 * part they use, and are handed this whole.
 */
export type AppDeps = ToolDeps & {
  auth: Auth;
  mailer: Mailer;
  /**
   * Provider keys and base URLs in force: the environment's, else an admin's
   * (engines/providers/provider-settings.ts). Only the AI object builds provider clients from
   * it; the admin area reads and changes it.
   */
  providerSettings: ProviderSettings;
  /** Whether the database answers, for GET /api/health; route tests without one are "ok". */
  databaseHealth?: () => Promise<DatabaseHealth>;
  /** Folder of the built client; absent in development (Vite serves it) and in route tests. */
  clientDir?: string;
};
