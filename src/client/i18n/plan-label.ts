import { defineMessage } from "@/shared/i18n/runtime";
import type { Payer } from "@/shared/plans";

/** The label every menu and the settings' billing section show for the user's plan. */
export const planLabels = {
  guest: defineMessage({ id: "app.plan.guest", defaultMessage: "Guest" }),
  free: defineMessage({ id: "app.plan.free", defaultMessage: "Free Plan" }),
  pro: defineMessage({ id: "app.plan.pro", defaultMessage: "Pro Plan" }),
  advanced: defineMessage({ id: "app.plan.advanced", defaultMessage: "Advanced Plan" }),
} satisfies Record<Payer, unknown>;
