import { Link } from "react-router";
import { company } from "@/shared/company";
import { CompanyAddress, type LegalText, MailLink, Section } from "./legal-parts";

export const termsEn: LegalText = {
  title: "Terms of Service",
  updated: "Last updated: November 2026",
  body: (
    <>
      <Section title="§ 1 Scope">
        <p>
          These terms apply to every contract for the use of the {company.productName} platform
          between {company.legalName} ("we") and its users ("you"). Other terms apply only if we
          expressly agree to them.
        </p>
        <CompanyAddress lang="en" />
      </Section>
      <Section title="§ 2 Contract and account">
        <p>
          The contract is concluded when you sign up and confirm your e-mail address. You must be at
          least 16 years old. Keep your credentials secret; you are responsible for activity in your
          account. Without an account you can try the tools as a guest.
        </p>
      </Section>
      <Section title="§ 3 Services">
        <p>
          We provide AI tools for text, documents, images, video, audio, 3D and code. AI results are
          generated automatically and may be incomplete or wrong; check them before you rely on
          them. The scope depends on your plan.
        </p>
      </Section>
      <Section title="§ 4 Your obligations">
        <p>
          You may not use the platform for unlawful content, to infringe the rights of others, to
          create misleading content about real people or to disrupt the service. If you do, we may
          remove content and suspend the account.
        </p>
      </Section>
      <Section title="§ 5 Prices, allowances and payment">
        <p>
          The prices and allowances on the <Link to="/pricing">pricing page</Link> apply; each
          plan's allowance of each kind of work starts again every day or calendar month (UTC), as
          the page says. Paid plans are arranged with us by e-mail and take effect when we grant
          them. If a payment fails, we tell you and grant a grace period of 14 days; only then do we
          move the account to the free plan. Your content is kept.
        </p>
      </Section>
      <Section id="withdrawal" title="§ 6 Right of withdrawal for consumers">
        <p>
          You have the right to withdraw from this contract within 14 days without giving any
          reason. The withdrawal period is 14 days from the day the contract is concluded. To
          exercise it, inform us (contact above, e-mail: <MailLink address={company.email} />) by a
          clear statement of your decision. Sending it before the period ends is sufficient.
        </p>
        <p>
          Effects of withdrawal: we refund all payments received from you without delay and at the
          latest within 14 days of receiving your withdrawal, using the same means of payment. If
          you asked for the service to begin during the withdrawal period, you pay a reasonable
          amount for the service provided until you withdrew.
        </p>
      </Section>
      <Section title="§ 7 Rights in content">
        <p>
          Your inputs and the results generated for you belong to you, as far as the law allows. You
          grant us only the rights we need to provide the service.
        </p>
      </Section>
      <Section title="§ 8 Liability">
        <p>
          We are liable without limit for intent and gross negligence, for injury to life, body or
          health and under the Product Liability Act. For slightly negligent breach of essential
          contractual duties we are liable only for the foreseeable damage typical of the contract,
          and at most up to EUR 1,000,000 per incident. Any further liability is excluded.
        </p>
      </Section>
      <Section title="§ 9 Term and termination">
        <p>
          You can delete a free account at any time. Paid plans run monthly and can be cancelled at
          any time to the end of the billing period. The right to terminate for good cause is
          unaffected.
        </p>
      </Section>
      <Section title="§ 10 Final provisions">
        <p>
          German law applies, excluding the UN Convention on Contracts for the International Sale of
          Goods; mandatory consumer protection rules of your country of residence remain unaffected.
          The place of jurisdiction for merchants is {company.city}. Should a provision be invalid,
          the others remain valid.
        </p>
      </Section>
    </>
  ),
};
