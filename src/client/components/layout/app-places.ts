import { defineMessage } from "@/shared/i18n/runtime";

/** The signed-in area's navigation, shared by the hub's menus and the workbench's logo menu. */
export const appPlaces = [
  {
    to: "/landing",
    label: defineMessage({ id: "app.places.landing", defaultMessage: "Landing Page" }),
  },
  { to: "/ai-hub", label: defineMessage({ id: "app.places.hub", defaultMessage: "AI Hub" }) },
  {
    to: "/ai-workbench",
    label: defineMessage({ id: "app.places.workbench", defaultMessage: "AI Workbench" }),
  },
  {
    to: "/profile-settings",
    label: defineMessage({ id: "app.account.settings", defaultMessage: "Profile Settings" }),
  },
] as const;
