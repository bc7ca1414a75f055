import { company } from "@/shared/company";
import {
  CompanyAddress,
  CookieSettingsButton,
  type LegalText,
  MailLink,
  Section,
} from "./legal-parts";

export const privacyDe: LegalText = {
  title: "Datenschutzerklärung",
  updated: "Stand: November 2026",
  body: (
    <>
      <Section title="1. Verantwortlicher">
        <p>Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Plattform ist:</p>
        <CompanyAddress lang="de" />
        <p>
          E-Mail: <MailLink address={company.email} />, Telefon: {company.phone}
        </p>
        <p>
          Unseren Datenschutzbeauftragten, {company.dataProtectionOfficer.name}, erreichen Sie unter{" "}
          <MailLink address={company.dataProtectionOfficer.email} />.
        </p>
      </Section>
      <Section title="2. Welche Daten wir verarbeiten">
        <ul>
          <li>
            Kontodaten: E-Mail-Adresse, Name und ein Hash Ihres Passworts (nie das Passwort selbst).
          </li>
          <li>
            Inhalte: Ihre Eingaben (Prompts), hochgeladene Dateien und die erzeugten Ergebnisse,
            gespeichert in Ihrem Konto, damit Sie sie wiederfinden.
          </li>
          <li>Nutzung ohne Konto: ein Gastzugang mit zufälliger Kennung, ohne E-Mail-Adresse.</li>
          <li>
            Technische Daten: IP-Adresse, Zeitpunkt, aufgerufene Adresse und Browser-Kennung in
            Server-Protokollen.
          </li>
          <li>Ihre Einstellungen, etwa Ihre Cookie-Auswahl und Lieblingswerkzeuge.</li>
        </ul>
      </Section>
      <Section title="3. Zwecke und Rechtsgrundlagen">
        <ul>
          <li>
            Bereitstellung des Kontos und der KI-Werkzeuge: Vertragserfüllung, Art. 6 Abs. 1 lit. b
            DSGVO.
          </li>
          <li>
            Sicherheit, Missbrauchsabwehr und Fehleranalyse: berechtigtes Interesse, Art. 6 Abs. 1
            lit. f DSGVO.
          </li>
          <li>Aufbewahrungspflichten nach Handels- und Steuerrecht: Art. 6 Abs. 1 lit. c DSGVO.</li>
          <li>
            Analyse-, Marketing- und Personalisierungs-Cookies: nur mit Ihrer Einwilligung, Art. 6
            Abs. 1 lit. a DSGVO.
          </li>
        </ul>
      </Section>
      <Section title="4. KI-Anbieter">
        <p>
          Damit ein Werkzeug antworten kann, senden wir Ihre Eingabe und gegebenenfalls den Inhalt
          Ihrer Datei an den KI-Anbieter, der das gewählte Modell betreibt. Die Anbieter handeln als
          Auftragsverarbeiter; bei Anbietern außerhalb der EU stützen wir die Übermittlung auf
          Angemessenheitsbeschlüsse oder die Standardvertragsklauseln der EU-Kommission. Wir wählen
          Anbieter, deren API-Bedingungen ein Training mit Ihren Inhalten ausschließen.
        </p>
      </Section>
      <Section title="5. Hosting und Sicherheit">
        <p>
          Unsere Server stehen in der EU ({company.hosting.location}). Alle Verbindungen sind mit
          TLS 1.3 verschlüsselt, gespeicherte Daten mit AES-256. Der Zugriff ist auf die Personen
          beschränkt, die ihn für den Betrieb benötigen.
        </p>
      </Section>
      <Section id="cookies" title="6. Cookies und lokaler Speicher">
        <p>
          Notwendig und ohne Einwilligung zulässig (§ 25 Abs. 2 TDDDG) ist das Sitzungs-Cookie, das
          Sie angemeldet hält. Im lokalen Speicher Ihres Browsers legen wir Ihre Cookie-Auswahl
          (cookie-consent, cookie-consent-timestamp) und die Einstellung des Assistenten ab.
        </p>
        <p>
          Analyse-, Marketing- und Personalisierungs-Cookies setzen wir nur, wenn Sie zustimmen.
          Ihre Auswahl können Sie jederzeit über „Privacy Settings“ in der Fußzeile ändern oder
          widerrufen. Sind Sie angemeldet, speichern wir die Auswahl auch in Ihrem Konto, damit sie
          auf allen Geräten gilt.
        </p>
        <CookieSettingsButton label="Cookie-Einstellungen öffnen" />
      </Section>
      <Section title="7. Speicherdauer">
        <p>
          Kontodaten und Inhalte speichern wir, solange Ihr Konto besteht. Nach der Löschung des
          Kontos entfernen wir sie innerhalb von 30 Tagen, soweit keine gesetzlichen
          Aufbewahrungspflichten bestehen. Server-Protokolle löschen wir nach spätestens 14 Tagen.
        </p>
      </Section>
      <Section id="rights" title="8. Ihre Rechte">
        <p>Sie haben nach der DSGVO das Recht auf</p>
        <ul>
          <li>Auskunft (Art. 15) und Berichtigung (Art. 16),</li>
          <li>Löschung (Art. 17) und Einschränkung der Verarbeitung (Art. 18),</li>
          <li>Datenübertragbarkeit (Art. 20) und Widerspruch (Art. 21),</li>
          <li>Widerruf einer Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3),</li>
          <li>
            Beschwerde bei einer Aufsichtsbehörde (Art. 77), etwa bei{" "}
            <a href={company.supervisoryAuthority.url} rel="noopener">
              {company.supervisoryAuthority.name}
            </a>
            .
          </li>
        </ul>
        <p>
          Schreiben Sie dazu an <MailLink address={company.dataProtectionOfficer.email} />. Wir
          beantworten Ihre Anfrage innerhalb von 30 Tagen.
        </p>
      </Section>
      <Section title="9. Änderungen">
        <p>
          Wir passen diese Erklärung an, wenn sich unser Dienst oder die Rechtslage ändert. Es gilt
          die hier veröffentlichte Fassung.
        </p>
      </Section>
    </>
  ),
};
