import { Link } from "react-router";
import { company } from "@/shared/company";
import { CompanyAddress, type LegalText, MailLink, Section } from "./legal-parts";

export const termsDe: LegalText = {
  title: "Allgemeine Geschäftsbedingungen (AGB)",
  updated: "Stand: November 2026",
  body: (
    <>
      <Section title="§ 1 Geltungsbereich">
        <p>
          Diese AGB gelten für alle Verträge über die Nutzung der Plattform {company.productName}{" "}
          zwischen {company.legalName} („wir“) und ihren Nutzerinnen und Nutzern („Sie“).
          Abweichende Bedingungen gelten nur, wenn wir ihnen ausdrücklich zustimmen.
        </p>
        <CompanyAddress lang="de" />
      </Section>
      <Section title="§ 2 Vertragsschluss und Konto">
        <p>
          Der Vertrag kommt zustande, wenn Sie sich registrieren und Ihre E-Mail-Adresse bestätigen.
          Sie müssen mindestens 16 Jahre alt sein. Halten Sie Ihre Zugangsdaten geheim; Sie sind für
          Aktivitäten in Ihrem Konto verantwortlich. Ohne Konto können Sie die Werkzeuge als Gast
          ausprobieren.
        </p>
      </Section>
      <Section title="§ 3 Leistungen">
        <p>
          Wir stellen KI-Werkzeuge für Text, Dokumente, Bilder, Video, Audio, 3D und Code bereit.
          KI-Ergebnisse werden automatisch erzeugt und können unvollständig oder falsch sein; prüfen
          Sie sie, bevor Sie sich darauf verlassen. Der Umfang richtet sich nach Ihrem Tarif.
        </p>
      </Section>
      <Section title="§ 4 Pflichten der Nutzer">
        <p>
          Sie dürfen die Plattform nicht für rechtswidrige Inhalte, zur Verletzung von Rechten
          Dritter, zur Erzeugung irreführender Inhalte über reale Personen oder zur Störung des
          Dienstes nutzen. Bei Verstößen dürfen wir Inhalte entfernen und das Konto sperren.
        </p>
      </Section>
      <Section title="§ 5 Preise, Kontingente und Zahlung">
        <p>
          Es gelten die Preise und Kontingente auf der <Link to="/pricing">Preisseite</Link>; das
          Kontingent jeder Art von Arbeit beginnt, wie dort angegeben, jeden Tag oder jeden
          Kalendermonat (UTC) neu. Kostenpflichtige Tarife vereinbaren Sie mit uns per E-Mail; sie
          gelten, sobald wir sie freischalten. Schlägt eine Zahlung fehl, informieren wir Sie und
          räumen eine Nachfrist von 14 Tagen ein; erst danach stufen wir das Konto auf den
          kostenlosen Tarif zurück. Ihre Inhalte bleiben dabei erhalten.
        </p>
      </Section>
      <Section id="withdrawal" title="§ 6 Widerrufsrecht für Verbraucher">
        <p>
          Sie haben das Recht, binnen 14 Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.
          Die Widerrufsfrist beträgt 14 Tage ab dem Tag des Vertragsschlusses. Um Ihr Widerrufsrecht
          auszuüben, informieren Sie uns (Kontakt siehe oben, E-Mail:{" "}
          <MailLink address={company.email} />) mittels einer eindeutigen Erklärung über Ihren
          Entschluss. Zur Wahrung der Frist genügt die rechtzeitige Absendung.
        </p>
        <p>
          Folgen des Widerrufs: Wir erstatten alle Zahlungen, die wir von Ihnen erhalten haben,
          unverzüglich und spätestens binnen 14 Tagen ab Eingang Ihres Widerrufs, über dasselbe
          Zahlungsmittel. Haben Sie verlangt, dass die Leistung während der Widerrufsfrist beginnt,
          zahlen Sie einen angemessenen Betrag für die bis zum Widerruf erbrachten Leistungen.
        </p>
      </Section>
      <Section title="§ 7 Rechte an Inhalten">
        <p>
          Ihre Eingaben und die für Sie erzeugten Ergebnisse gehören Ihnen, soweit das Gesetz es
          zulässt. Sie räumen uns nur die Rechte ein, die wir benötigen, um den Dienst zu erbringen.
        </p>
      </Section>
      <Section title="§ 8 Haftung">
        <p>
          Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben,
          Körper oder Gesundheit und nach dem Produkthaftungsgesetz. Bei leicht fahrlässiger
          Verletzung wesentlicher Vertragspflichten haften wir nur für den vorhersehbaren,
          vertragstypischen Schaden, höchstens jedoch bis zu EUR 1.000.000 je Schadensfall. Im
          Übrigen ist die Haftung ausgeschlossen.
        </p>
      </Section>
      <Section title="§ 9 Laufzeit und Kündigung">
        <p>
          Kostenlose Konten können Sie jederzeit löschen. Bezahlte Tarife laufen monatlich und
          können jederzeit zum Ende des Abrechnungszeitraums gekündigt werden. Das Recht zur
          außerordentlichen Kündigung bleibt unberührt.
        </p>
      </Section>
      <Section title="§ 10 Schlussbestimmungen">
        <p>
          Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts;
          zwingende Verbraucherschutzvorschriften Ihres Wohnsitzstaates bleiben unberührt.
          Gerichtsstand für Kaufleute ist {company.city}. Sollte eine Bestimmung unwirksam sein,
          bleiben die übrigen wirksam.
        </p>
      </Section>
    </>
  ),
};
