import { company, mailto } from "@/shared/company";

/** A footer entry: an app route, an outside address (mailto, web), a landing section, or an action. */
export type FooterLink =
  | { label: string; to: string }
  | { label: string; href: string }
  | { label: string; section: "about" | "features" }
  | { label: string; action: "privacy-settings" };

export type FooterColumn = { title: string; links: readonly FooterLink[] };

const tool = (id: string) => `/ai-workbench?tool=${id}`;

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
    links: [
      { label: "AI Chat", to: tool("multi-chat") },
      { label: "Image Generator", to: tool("image-generator") },
      { label: "Video Generator", to: tool("video-generator") },
      { label: "3D Model Creator", to: tool("3d-model-creator") },
      { label: "All 23 Tools", to: "/ai-hub" },
    ],
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
      {
        label: "Request Data Export",
        href: mailto(company.dataProtectionOfficer.email, "Data export request (Art. 15, 20 GDPR)"),
      },
      {
        label: "Delete My Account",
        href: mailto(
          company.dataProtectionOfficer.email,
          "Account deletion request (Art. 17 GDPR)",
        ),
      },
      { label: "Right of Withdrawal", to: "/terms#withdrawal" },
    ],
  },
];
