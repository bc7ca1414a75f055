import { toolName } from "@/client/i18n/tool-messages";
import { builtTools, promoted, workbenchUrl } from "@/client/lib/tool-links";
import { company } from "@/shared/company";
import { type Descriptor, defineMessage } from "@/shared/i18n/runtime";

/**
 * A footer entry: an app route (`localized`: one with an address per language), an e-mail
 * address with the subject its message starts with, a landing section, or an action.
 */
export type FooterLink =
  | { label: Descriptor; to: string }
  | { label: Descriptor<"common.footer.allTools">; to: string; count: number }
  | { label: Descriptor; mail: string; subject?: Descriptor }
  | { label: Descriptor; section: "about" | "features" }
  | { label: Descriptor; action: "privacy-settings" };

export type FooterColumn = { title: Descriptor; links: readonly FooterLink[] };

/** The spec's footer tools first (chat, image, video, 3D), then others; only those that work. */
const toolLinks: FooterLink[] = promoted("footer", 4).map(({ tool }) => ({
  label: toolName(tool.id),
  to: workbenchUrl(tool.id),
}));

export const footerColumns: readonly FooterColumn[] = [
  {
    title: defineMessage({ id: "common.footer.company", defaultMessage: "Company" }),
    links: [
      { label: defineMessage({ id: "common.nav.about" }), section: "about" },
      { label: defineMessage({ id: "common.nav.features" }), section: "features" },
      {
        label: defineMessage({ id: "common.footer.careers", defaultMessage: "Careers" }),
        mail: company.careersEmail,
        subject: defineMessage({
          id: "common.footer.careersSubject",
          defaultMessage: "Careers at Bismo",
        }),
      },
      {
        label: defineMessage({ id: "common.footer.contact", defaultMessage: "Contact" }),
        mail: company.email,
      },
    ],
  },
  {
    title: defineMessage({ id: "common.footer.tools", defaultMessage: "AI Tools" }),
    links: [
      ...toolLinks,
      {
        label: defineMessage({
          id: "common.footer.allTools",
          defaultMessage: "{count, plural, one {The # Tool} other {All # Tools}}",
        }),
        to: "/ai-hub",
        count: builtTools.length,
      },
    ],
  },
  {
    title: defineMessage({ id: "common.footer.support", defaultMessage: "Support" }),
    links: [
      {
        label: defineMessage({ id: "common.footer.help", defaultMessage: "Help Center" }),
        mail: company.supportEmail,
        subject: defineMessage({
          id: "common.footer.helpSubject",
          defaultMessage: "Help with Bismo",
        }),
      },
      { label: defineMessage({ id: "common.nav.pricing" }), to: "/pricing" },
      {
        label: defineMessage({ id: "common.footer.api", defaultMessage: "API Access" }),
        mail: company.salesEmail,
        subject: defineMessage({
          id: "common.footer.apiSubject",
          defaultMessage: "Bismo API access",
        }),
      },
      {
        label: defineMessage({ id: "common.footer.report", defaultMessage: "Report a Problem" }),
        mail: company.supportEmail,
        subject: defineMessage({
          id: "common.footer.reportSubject",
          defaultMessage: "Problem report",
        }),
      },
    ],
  },
  {
    // The spec's own bilingual heading: the legal pages are German and English texts.
    title: defineMessage({ id: "common.footer.legal", defaultMessage: "Legal / Rechtliches" }),
    links: [
      {
        label: defineMessage({ id: "common.footer.impressum", defaultMessage: "Impressum" }),
        to: "/impressum",
      },
      {
        label: defineMessage({ id: "common.footer.privacy", defaultMessage: "Datenschutz" }),
        to: "/privacy",
      },
      { label: defineMessage({ id: "common.footer.terms", defaultMessage: "AGB" }), to: "/terms" },
      {
        label: defineMessage({ id: "common.footer.cookies", defaultMessage: "Cookie Policy" }),
        to: "/privacy#cookies",
      },
    ],
  },
  {
    title: defineMessage({ id: "common.footer.rights", defaultMessage: "Your Rights" }),
    links: [
      {
        label: defineMessage({
          id: "common.footer.privacySettings",
          defaultMessage: "Privacy Settings",
        }),
        action: "privacy-settings",
      },
      {
        label: defineMessage({ id: "common.footer.gdpr", defaultMessage: "Your GDPR Rights" }),
        to: "/privacy#rights",
      },
      // Both are self-service in settings (Account); visitors are asked to sign in there first.
      {
        label: defineMessage({ id: "common.footer.export", defaultMessage: "Request Data Export" }),
        to: "/profile-settings?section=account#download-data",
      },
      {
        label: defineMessage({ id: "common.footer.delete", defaultMessage: "Delete My Account" }),
        to: "/profile-settings?section=account#delete-account",
      },
      {
        label: defineMessage({
          id: "common.footer.withdrawal",
          defaultMessage: "Right of Withdrawal",
        }),
        to: "/terms#withdrawal",
      },
    ],
  },
];
