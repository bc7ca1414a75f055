import { Lock, Scale, Server } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { openCookieSettings } from "@/client/components/cookie-consent/consent-store";
import { BrandLink } from "@/client/components/layout/brand";
import { type I18n, useT } from "@/client/i18n/use-t";
import { company, mailto } from "@/shared/company";
import { type Locale, localeTags } from "@/shared/i18n/locales";
import { type FooterLink, footerColumns } from "./footer-columns";
import { scrollToSection, sectionHref } from "./sections";

/** The operator's country as the reader's language names it. */
const countryName = (locale: Locale) =>
  new Intl.DisplayNames([localeTags[locale]], { type: "region" }).of(company.countryCode) ??
  company.country.en;

const linkClass = "text-sm text-muted-fg underline-offset-4 hover:text-fg hover:underline";

function FooterEntry({
  link,
  onLanding,
  i18n: { t, path },
}: {
  link: FooterLink;
  onLanding: boolean;
  i18n: I18n;
}) {
  const label = "count" in link ? t(link.label, { count: link.count }) : t(link.label);
  if ("to" in link)
    return (
      <Link to={path(link.to)} className={linkClass}>
        {label}
      </Link>
    );
  if ("mail" in link)
    return (
      <a href={mailto(link.mail, link.subject && t(link.subject))} className={linkClass}>
        {label}
      </a>
    );
  if ("section" in link) {
    if (!onLanding)
      return (
        <Link to={path(sectionHref(link.section, false))} className={linkClass}>
          {label}
        </Link>
      );
    return (
      <a
        href={sectionHref(link.section, true)}
        className={linkClass}
        onClick={(event) => scrollToSection(link.section) && event.preventDefault()}
      >
        {label}
      </a>
    );
  }
  return (
    <button type="button" className={`${linkClass} text-start`} onClick={openCookieSettings}>
      {label}
    </button>
  );
}

function TrustItem({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 text-primary">{icon}</span>
      <div>
        <h3 className="text-sm font-semibold">{title}</h3>
        <p className="text-sm text-muted-fg">{children}</p>
      </div>
    </div>
  );
}

/** Five link columns, the hosting and compliance facts, and the operator's legal details. */
export function SiteFooter({ onLanding = false }: { onLanding?: boolean }) {
  const i18n = useT();
  const { t, locale } = i18n;
  const underline = "underline underline-offset-4 hover:text-fg";
  return (
    <footer className="render-when-near border-t border-border bg-card [--estimated-height:1765px] sm:[--estimated-height:1090px] lg:[--estimated-height:650px]">
      {/* The bottom padding keeps the last lines clear of the floating assistant's button
          (80 px, 30 px from the corner) once scrolled to the end. */}
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-32 sm:px-6">
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-6">
          <div className="lg:col-span-1">
            <BrandLink />
            <p className="mt-3 text-sm text-muted-fg">
              {t({ id: "common.footer.tagline", defaultMessage: "Creativity, amplified by AI." })}
            </p>
          </div>
          {footerColumns.map((column) => (
            <nav key={column.title.id} aria-label={t(column.title)}>
              <h2 className="text-sm font-semibold hyphens-auto">{t(column.title)}</h2>
              <ul className="mt-3 space-y-2">
                {column.links.map((link) => (
                  <li key={link.label.id}>
                    <FooterEntry link={link} onLanding={onLanding} i18n={i18n} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-10 grid gap-6 border-t border-border pt-8 md:grid-cols-3">
          <TrustItem
            icon={<Server className="h-5 w-5" aria-hidden />}
            title={t({ id: "common.footer.location", defaultMessage: "Server location" })}
          >
            {t(
              {
                id: "common.footer.locationText",
                defaultMessage: "EU servers, {city}. GDPR-compliant hosting.",
              },
              { city: company.hosting.location },
            )}
          </TrustItem>
          <TrustItem
            icon={<Lock className="h-5 w-5" aria-hidden />}
            title={t({ id: "common.footer.protection", defaultMessage: "Data protection" })}
          >
            {t({
              id: "common.footer.protectionText",
              defaultMessage: "TLS 1.3 encryption in transit, AES-256 encryption at rest.",
            })}
          </TrustItem>
          <TrustItem
            icon={<Scale className="h-5 w-5" aria-hidden />}
            title={t({ id: "common.footer.compliance", defaultMessage: "Compliance" })}
          >
            {t({
              id: "common.footer.complianceText",
              defaultMessage: "GDPR ready, operated under German commercial law.",
            })}
          </TrustItem>
        </div>
        <div className="mt-8 space-y-1 border-t border-border pt-8 text-sm text-muted-fg">
          {/* The year comes from the clock; prerendered HTML may be from an earlier year. */}
          <p suppressHydrationWarning>
            {t(
              {
                id: "common.footer.operator",
                defaultMessage:
                  "© {year} {company}, {address}, {country}. Managing director: {director}. {register}.",
              },
              {
                year: String(new Date().getFullYear()),
                company: company.legalName,
                address: `${company.street}, ${company.postalCode} ${company.city}`,
                country: countryName(locale),
                director: company.managingDirector,
                register: `${company.registerCourt}, ${company.registerNumber}`,
              },
            )}
          </p>
          <p>
            {t(
              { id: "common.footer.vat", defaultMessage: "VAT ID (USt-IdNr.): {vatId}" },
              { vatId: company.vatId },
            )}
          </p>
          <p>
            {t({ id: "common.footer.dispute", defaultMessage: "EU online dispute resolution:" })}{" "}
            <a href={company.disputeResolutionUrl} className={underline} rel="noopener">
              {company.disputeResolutionUrl}
            </a>
          </p>
          <p>
            {t({ id: "common.footer.dpo", defaultMessage: "Data protection officer:" })}{" "}
            <a href={mailto(company.dataProtectionOfficer.email)} className={underline}>
              {company.dataProtectionOfficer.email}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
