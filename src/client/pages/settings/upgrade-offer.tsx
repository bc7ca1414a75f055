import { Check } from "lucide-react";
import { buttonClass } from "@/client/components/ui/button";
import { company, mailto } from "@/shared/company";
import type { PlanOffer } from "@/shared/plans";

/** One upgrade card in Billing: price, what it includes, and an e-mail to sales (no payment online). */
export function UpgradeOffer({ offer, current }: { offer: PlanOffer; current: boolean }) {
  const titleId = `offer-${offer.key}`;
  return (
    <article
      aria-labelledby={titleId}
      className={`flex flex-col rounded-xl border bg-bg p-4 ${
        offer.popular ? "border-primary" : "border-border"
      }`}
    >
      <h4 id={titleId} className="font-semibold">
        {offer.name}
      </h4>
      <p className="mt-1">
        <span className="text-2xl font-bold">{offer.price}</span>{" "}
        <span className="text-sm text-muted-fg">{offer.period}</span>
      </p>
      <ul className="mt-3 flex-1 space-y-1.5 text-sm">
        {offer.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-4">
        {current ? (
          <p className="rounded-lg border border-border py-2 text-center text-sm font-medium">
            Your current plan
          </p>
        ) : offer.action.kind === "contact-sales" ? (
          <a
            href={mailto(company.salesEmail, offer.action.subject)}
            className={`${buttonClass(offer.popular ? "primary" : "outline", "sm")} w-full`}
          >
            {offer.action.label}
          </a>
        ) : null}
      </div>
    </article>
  );
}
