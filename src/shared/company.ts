/**
 * The one place for the operator's company and legal data (Impressum, privacy policy,
 * terms, footer, contact links). Shipped with placeholder values: whoever runs Bismo
 * replaces them with their own before going live.
 */
export const company = {
  productName: "Bismo",
  legalName: "Bismo Musterfirma GmbH",
  street: "Musterstraße 1",
  postalCode: "60311",
  city: "Frankfurt am Main",
  country: { de: "Deutschland", en: "Germany" },
  /** ISO 3166 code of the country: pages in other languages name it in theirs (Intl.DisplayNames). */
  countryCode: "DE",
  managingDirector: "Max Mustermann",
  registerCourt: "Amtsgericht Frankfurt am Main",
  registerNumber: "HRB 000000",
  vatId: "DE000000000",
  phone: "+49 69 0000000",
  email: "hello@bismo.example",
  supportEmail: "support@bismo.example",
  salesEmail: "sales@bismo.example",
  careersEmail: "careers@bismo.example",
  dataProtectionOfficer: { name: "Erika Musterfrau", email: "privacy@bismo.example" },
  contentResponsible: "Max Mustermann",
  hosting: {
    region: "EU servers",
    location: "Frankfurt am Main",
    provider: "GDPR-compliant hosting",
  },
  supervisoryAuthority: {
    name: "Der Hessische Beauftragte für Datenschutz und Informationsfreiheit",
    url: "https://datenschutz.hessen.de",
  },
  disputeResolutionUrl: "https://ec.europa.eu/consumers/odr",
} as const;

export type Company = typeof company;

export function mailto(address: string, subject?: string) {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
