/** The public pages whose HTML is rendered at build time (scripts/prerender.ts), with the module
 * whose chunk their HTML preloads. Each must render without a signed-in user and without
 * reading browser-only state (window, localStorage) during render: read those in effects. */
export const prerenderedPages = [
  { path: "/", module: "src/client/pages/landing/landing-page.tsx" },
  { path: "/landing", module: "src/client/pages/landing/landing-page.tsx" },
  { path: "/pricing", module: "src/client/pages/pricing/pricing-page.tsx" },
  { path: "/impressum", module: "src/client/pages/legal/legal-page.tsx" },
  { path: "/privacy", module: "src/client/pages/legal/legal-page.tsx" },
  { path: "/terms", module: "src/client/pages/legal/legal-page.tsx" },
] as const;
