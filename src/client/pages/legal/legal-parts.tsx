import type { ReactNode } from "react";
import { openCookieSettings } from "@/client/components/cookie-consent/consent-store";
import { buttonClass } from "@/client/components/ui/button";
import { company, mailto } from "@/shared/company";

export type Lang = "de" | "en";
export type LegalText = { title: string; updated: string; body: ReactNode };

export function Section({
  id,
  title,
  children,
}: {
  id?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className="scroll-mt-6">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export function MailLink({ address }: { address: string }) {
  return <a href={mailto(address)}>{address}</a>;
}

/** The operator's name and postal address, from src/shared/company.ts. */
export function CompanyAddress({ lang }: { lang: Lang }) {
  return (
    <address className="mt-3 not-italic leading-7">
      {company.legalName}
      <br />
      {company.street}
      <br />
      {company.postalCode} {company.city}
      <br />
      {company.country[lang]}
    </address>
  );
}

export function DisputeLink() {
  return (
    <a href={company.disputeResolutionUrl} rel="noopener">
      {company.disputeResolutionUrl}
    </a>
  );
}

/** Reopens the cookie banner's customise view from the policy text. */
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className={`${buttonClass("outline", "sm")} mt-4`}
      onClick={openCookieSettings}
    >
      {label}
    </button>
  );
}
