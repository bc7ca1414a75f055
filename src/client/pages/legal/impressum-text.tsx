import { company } from "@/shared/company";
import {
  CompanyAddress,
  DisputeLink,
  type Lang,
  type LegalText,
  MailLink,
  Section,
} from "./legal-parts";

export const impressumText: Record<Lang, LegalText> = {
  de: {
    title: "Impressum",
    updated: "Stand: November 2026",
    body: (
      <>
        <Section title="Angaben gemäß § 5 DDG">
          <CompanyAddress lang="de" />
          <p>Vertreten durch den Geschäftsführer: {company.managingDirector}</p>
        </Section>
        <Section title="Kontakt">
          <p>
            Telefon: {company.phone}
            <br />
            E-Mail: <MailLink address={company.email} />
          </p>
        </Section>
        <Section title="Registereintrag">
          <p>
            Eintragung im Handelsregister.
            <br />
            Registergericht: {company.registerCourt}
            <br />
            Registernummer: {company.registerNumber}
          </p>
        </Section>
        <Section title="Umsatzsteuer-ID">
          <p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {company.vatId}</p>
        </Section>
        <Section title="Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV">
          <p>
            {company.contentResponsible}, {company.street}, {company.postalCode} {company.city}
          </p>
        </Section>
        <Section title="EU-Streitschlichtung">
          <p>
            Die Europäische Kommission stellt eine Plattform zur Online-Streitbeilegung (OS) bereit:{" "}
            <DisputeLink />. Unsere E-Mail-Adresse finden Sie oben im Impressum.
          </p>
        </Section>
        <Section title="Verbraucherstreitbeilegung / Universalschlichtungsstelle">
          <p>
            Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
            Verbraucherschlichtungsstelle teilzunehmen.
          </p>
        </Section>
        <Section title="Haftung für Inhalte und Links">
          <p>
            Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen
            Gesetzen verantwortlich. Für Inhalte externer Websites, auf die wir verlinken, sind
            deren Betreiber verantwortlich. Bei Bekanntwerden von Rechtsverletzungen entfernen wir
            solche Inhalte oder Links umgehend.
          </p>
          <p>
            Mit KI erzeugte Ergebnisse entstehen auf Anweisung der Nutzerinnen und Nutzer; sie geben
            nicht unsere Meinung wieder.
          </p>
        </Section>
        <Section title="Urheberrecht">
          <p>
            Die durch uns erstellten Inhalte und Werke auf diesen Seiten unterliegen dem deutschen
            Urheberrecht. Vervielfältigung, Bearbeitung und Verbreitung außerhalb der Grenzen des
            Urheberrechts bedürfen unserer schriftlichen Zustimmung.
          </p>
        </Section>
      </>
    ),
  },
  en: {
    title: "Legal Notice (Impressum)",
    updated: "Last updated: November 2026",
    body: (
      <>
        <Section title="Information pursuant to § 5 DDG (German Digital Services Act)">
          <CompanyAddress lang="en" />
          <p>Represented by the managing director: {company.managingDirector}</p>
        </Section>
        <Section title="Contact">
          <p>
            Phone: {company.phone}
            <br />
            E-mail: <MailLink address={company.email} />
          </p>
        </Section>
        <Section title="Commercial register">
          <p>
            Registered in the commercial register.
            <br />
            Register court: {company.registerCourt}
            <br />
            Register number: {company.registerNumber}
          </p>
        </Section>
        <Section title="VAT ID">
          <p>VAT identification number pursuant to § 27a of the German VAT Act: {company.vatId}</p>
        </Section>
        <Section title="Responsible for content pursuant to § 18 (2) MStV">
          <p>
            {company.contentResponsible}, {company.street}, {company.postalCode} {company.city}
          </p>
        </Section>
        <Section title="EU online dispute resolution">
          <p>
            The European Commission provides a platform for online dispute resolution (ODR):{" "}
            <DisputeLink />. Our e-mail address is given above.
          </p>
        </Section>
        <Section title="Consumer dispute resolution">
          <p>
            We are neither willing nor obliged to take part in dispute resolution proceedings before
            a consumer arbitration board.
          </p>
        </Section>
        <Section title="Liability for content and links">
          <p>
            As a service provider we are responsible for our own content on these pages under
            general law. The operators of external websites we link to are responsible for their
            content. Should we learn of any infringement, we remove such content or links at once.
          </p>
          <p>
            Results generated with AI are created on the instructions of our users; they do not
            express our opinion.
          </p>
        </Section>
        <Section title="Copyright">
          <p>
            The content and works we created on these pages are subject to German copyright law.
            Copying, editing and distribution beyond the limits of copyright law require our written
            consent.
          </p>
        </Section>
      </>
    ),
  },
};
