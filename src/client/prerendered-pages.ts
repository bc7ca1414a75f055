/** The public pages whose HTML is rendered at build time (scripts/prerender.ts), in every
 * language, with the module whose chunk their HTML preloads and the message areas it shows
 * (fetched alongside; the common area always is). Each must render without a signed-in user and
 * without reading browser-only state (window, localStorage) during render: read those in effects. */
export const prerenderedPages = [
  { path: "/", module: "src/client/pages/landing/landing-page.tsx", areas: ["landing"] },
  {
    path: "/landing",
    module: "src/client/pages/landing/landing-page.tsx",
    areas: ["landing"],
  },
  {
    path: "/pricing",
    module: "src/client/pages/pricing/pricing-page.tsx",
    areas: ["pricing"],
  },
  {
    path: "/impressum",
    module: "src/client/pages/legal/legal-page.tsx",
    areas: ["legal"],
  },
  { path: "/privacy", module: "src/client/pages/legal/legal-page.tsx", areas: ["legal"] },
  { path: "/terms", module: "src/client/pages/legal/legal-page.tsx", areas: ["legal"] },
] as const;
