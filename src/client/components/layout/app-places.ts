/** The signed-in area's navigation, shared by the hub's menus and the workbench's logo menu. */
export const appPlaces = [
  { to: "/landing", label: "Landing Page" },
  { to: "/ai-hub", label: "AI Hub" },
  { to: "/ai-workbench", label: "AI Workbench" },
  { to: "/profile-settings", label: "Profile Settings" },
] as const;
