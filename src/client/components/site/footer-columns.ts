import { builtTools, promoted, workbenchUrl } from "@/client/lib/tool-links";
import { company, mailto } from "@/shared/company";

/** A footer entry: an app route, an outside address (mailto, web), a landing section, or an action. */
export type FooterLink =
  | { label: string; to: string }
  | { label: string; href: string }
  | { label: string; section: "about" | "features" }
  | { label: string; action: "privacy-settings" };

export type FooterColumn = { title: string; links: readonly FooterLink[] };

/** The spec's footer tools first (chat, image, video, 3D), then others; only those that work. */
const toolLinks: FooterLink[] = promoted("footer", 4).map(({ tool }) => ({
  label: tool.name,
  to: workbenchUrl(tool.id),
}));

export const footerColumns: readonly FooterColumn[] = [
  {
    title: "Company",
    links: [
      { label: "About", section: "about" },
      { label: "Features", section: "features" },
      { label: "Careers", href: mailto(company.careersEmail, "Careers at Bismo") },
      { label: "Contact", href: mailto(company.email) },
    ],
  },
  {
    title: "AI Tools",
    links: [...toolLinks, { label: `All ${builtTools.length} Tools`, to: "/ai-hub" }],
  },
  {
    title: "Support",
    links: [
      { label: "Help Center", href: mailto(company.supportEmail, "Help with Bismo") },
      { label: "Pricing", to: "/pricing" },
      { label: "API Access", href: mailto(company.salesEmail, "Bismo API access") },
      { label: "Report a Problem", href: mailto(company.supportEmail, "Problem report") },
    ],
  },
  {
    title: "Legal / Rechtliches",
    links: [
      { label: "Impressum", to: "/impressum" },
      { label: "Datenschutz", to: "/privacy" },
      { label: "AGB", to: "/terms" },
      { label: "Cookie Policy", to: "/privacy#cookies" },
    ],
  },
  {
    title: "Your Rights",
    links: [
      { label: "Privacy Settings", action: "privacy-settings" },
      { label: "Your GDPR Rights", to: "/privacy#rights" },
      // Both are self-service in settings (Account); visitors are asked to sign in there first.
      { label: "Request Data Export", to: "/profile-settings?section=account#download-data" },
      { label: "Delete My Account", to: "/profile-settings?section=account#delete-account" },
      { label: "Right of Withdrawal", to: "/terms#withdrawal" },
    ],
  },
];
