import { Lock, Scale, Server } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { openCookieSettings } from "@/client/components/cookie-consent/consent-store";
import { BrandLink } from "@/client/components/layout/brand";
import { company, mailto } from "@/shared/company";
import { type FooterLink, footerColumns } from "./footer-columns";
import { scrollToSection, sectionHref } from "./sections";

const linkClass = "text-sm text-muted-fg underline-offset-4 hover:text-fg hover:underline";

function FooterEntry({ link, onLanding }: { link: FooterLink; onLanding: boolean }) {
  if ("to" in link)
    return (
      <Link to={link.to} className={linkClass}>
        {link.label}
      </Link>
    );
  if ("href" in link)
    return (
      <a href={link.href} className={linkClass}>
        {link.label}
      </a>
    );
  if ("section" in link) {
    const href = sectionHref(link.section, onLanding);
    if (!onLanding)
      return (
        <Link to={href} className={linkClass}>
          {link.label}
        </Link>
      );
    return (
      <a
        href={href}
        className={linkClass}
        onClick={(event) => scrollToSection(link.section) && event.preventDefault()}
      >
        {link.label}
      </a>
    );
  }
  return (
    <button type="button" className={`${linkClass} text-left`} onClick={openCookieSettings}>
      {link.label}
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
  return (
    <footer className="render-when-near border-t border-border bg-card [--estimated-height:1765px] sm:[--estimated-height:1090px] lg:[--estimated-height:650px]">
      {/* The bottom padding keeps the last lines clear of the floating assistant's button
          (80 px, 30 px from the corner) once scrolled to the end. */}
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-32 sm:px-6">
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-6">
          <div className="lg:col-span-1">
            <BrandLink />
            <p className="mt-3 text-sm text-muted-fg">Creativity, amplified by AI.</p>
          </div>
          {footerColumns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold">{column.title}</h2>
              <ul className="mt-3 space-y-2">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <FooterEntry link={link} onLanding={onLanding} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-10 grid gap-6 border-t border-border pt-8 md:grid-cols-3">
          <TrustItem icon={<Server className="h-5 w-5" aria-hidden />} title="Server location">
            {company.hosting.region}, {company.hosting.location}. {company.hosting.provider}.
          </TrustItem>
          <TrustItem icon={<Lock className="h-5 w-5" aria-hidden />} title="Data protection">
            TLS 1.3 encryption in transit, AES-256 encryption at rest.
          </TrustItem>
          <TrustItem icon={<Scale className="h-5 w-5" aria-hidden />} title="Compliance">
            GDPR ready, operated under German commercial law.
          </TrustItem>
        </div>
        <div className="mt-8 space-y-1 border-t border-border pt-8 text-sm text-muted-fg">
          {/* The year comes from the clock; prerendered HTML may be from an earlier year. */}
          <p suppressHydrationWarning>
            © {new Date().getFullYear()} {company.legalName}, {company.street}, {company.postalCode}{" "}
            {company.city}, {company.country.en}. Managing director: {company.managingDirector}.{" "}
            {company.registerCourt}, {company.registerNumber}.
          </p>
          <p>VAT ID (USt-IdNr.): {company.vatId}</p>
          <p>
            EU online dispute resolution:{" "}
            <a
              href={company.disputeResolutionUrl}
              className="underline underline-offset-4 hover:text-fg"
              rel="noopener"
            >
              {company.disputeResolutionUrl}
            </a>
          </p>
          <p>
            Data protection officer:{" "}
            <a
              href={mailto(company.dataProtectionOfficer.email)}
              className="underline underline-offset-4 hover:text-fg"
            >
              {company.dataProtectionOfficer.email}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
