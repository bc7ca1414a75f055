import { company } from "@/shared/company";
import {
  CompanyAddress,
  CookieSettingsButton,
  type LegalText,
  MailLink,
  Section,
} from "./legal-parts";

export const privacyEn: LegalText = {
  title: "Privacy Policy",
  updated: "Last updated: November 2026",
  body: (
    <>
      <Section title="1. Controller">
        <p>The controller responsible for processing personal data on this platform is:</p>
        <CompanyAddress lang="en" />
        <p>
          E-mail: <MailLink address={company.email} />, phone: {company.phone}
        </p>
        <p>
          You can reach our data protection officer, {company.dataProtectionOfficer.name}, at{" "}
          <MailLink address={company.dataProtectionOfficer.email} />.
        </p>
      </Section>
      <Section title="2. What data we process">
        <ul>
          <li>
            Account data: e-mail address, name and a hash of your password (never the password
            itself).
          </li>
          <li>
            Content: your inputs (prompts), uploaded files and the results generated, kept in your
            account so you can find them again.
          </li>
          <li>
            Use without an account: a guest access with a random identifier and no e-mail address.
          </li>
          <li>
            Technical data: IP address, time, requested address and browser identifier in server
            logs.
          </li>
          <li>Your settings, such as your cookie choice and favourite tools.</li>
        </ul>
      </Section>
      <Section title="3. Purposes and legal bases">
        <ul>
          <li>
            Providing your account and the AI tools: performance of contract, Art. 6(1)(b) GDPR.
          </li>
          <li>
            Security, abuse prevention and error analysis: legitimate interest, Art. 6(1)(f) GDPR.
          </li>
          <li>Retention duties under commercial and tax law: Art. 6(1)(c) GDPR.</li>
          <li>
            Analytics, marketing and personalisation cookies: only with your consent, Art. 6(1)(a)
            GDPR.
          </li>
        </ul>
      </Section>
      <Section title="4. AI providers">
        <p>
          So that a tool can answer, we send your input and, where needed, the content of your file
          to the AI provider running the chosen model. Providers act as processors; for providers
          outside the EU, transfers rely on adequacy decisions or the European Commission's standard
          contractual clauses. We choose providers whose API terms exclude training on your content.
        </p>
      </Section>
      <Section title="5. Hosting and security">
        <p>
          Our servers are located in the EU ({company.hosting.location}). All connections are
          encrypted with TLS 1.3 and stored data with AES-256. Access is limited to the people who
          need it to run the service.
        </p>
      </Section>
      <Section id="cookies" title="6. Cookies and local storage">
        <p>
          The session cookie that keeps you signed in is necessary and allowed without consent (§ 25
          (2) TDDDG). In your browser's local storage we keep your cookie choice (cookie-consent,
          cookie-consent-timestamp) and the assistant setting.
        </p>
        <p>
          We set analytics, marketing and personalisation cookies only with your consent. You can
          change or withdraw your choice at any time under "Privacy Settings" in the footer. When
          you are signed in, we also store the choice in your account so it applies on all your
          devices.
        </p>
        <CookieSettingsButton label="Open cookie settings" />
      </Section>
      <Section title="7. How long we keep data">
        <p>
          We keep account data and content for as long as your account exists. After the account is
          deleted we remove them within 30 days, unless the law requires us to keep them. Server
          logs are deleted after 14 days at the latest.
        </p>
      </Section>
      <Section id="rights" title="8. Your rights">
        <p>Under the GDPR you have the right to</p>
        <ul>
          <li>access (Art. 15) and rectification (Art. 16),</li>
          <li>erasure (Art. 17) and restriction of processing (Art. 18),</li>
          <li>data portability (Art. 20) and to object (Art. 21),</li>
          <li>withdraw consent with effect for the future (Art. 7(3)),</li>
          <li>
            lodge a complaint with a supervisory authority (Art. 77), for example{" "}
            <a href={company.supervisoryAuthority.url} rel="noopener">
              {company.supervisoryAuthority.name}
            </a>
            .
          </li>
        </ul>
        <p>
          Write to <MailLink address={company.dataProtectionOfficer.email} /> to exercise them. We
          answer your request within 30 days.
        </p>
      </Section>
      <Section title="9. Changes">
        <p>
          We update this policy when our service or the law changes. The version published here
          applies.
        </p>
      </Section>
    </>
  ),
};
