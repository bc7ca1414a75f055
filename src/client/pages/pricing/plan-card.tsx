import { Check } from "lucide-react";
import { Button, buttonClass } from "@/client/components/ui/button";
import { company, mailto } from "@/shared/company";
import type { PlanAction, PlanOffer } from "@/shared/plans";

type PlanCardProps = {
  offer: PlanOffer;
  /** What 'Get Started' does on this page (open sign-up, or go to the hub when signed in). */
  onGetStarted: () => void;
  current?: boolean;
  /** Signed in: a free plan is chosen by writing to us, not by signing up again. */
  signedIn?: boolean;
};

/** One plan: name, price, features and an honest button (sign-up, or an e-mail to sales). */
export function PlanCard({
  offer,
  onGetStarted,
  current = false,
  signedIn = false,
}: PlanCardProps) {
  const action: PlanAction =
    signedIn && offer.action.kind === "sign-up"
      ? {
          kind: "contact-sales",
          label: `Switch to ${offer.name}`,
          subject: `Switch to ${offer.name}`,
        }
      : offer.action;
  const titleId = `plan-${offer.key}`;
  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm ${
        offer.popular ? "border-primary ring-2 ring-primary" : "border-border"
      }`}
    >
      {offer.popular && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-fg">
          Most Popular
        </p>
      )}
      <h2 id={titleId} className="text-xl font-semibold">
        {offer.name}
      </h2>
      <p className="mt-1 text-sm text-muted-fg">{offer.description}</p>
      <p className="mt-6">
        <span className="text-4xl font-extrabold">{offer.price}</span>{" "}
        <span className="text-sm text-muted-fg">{offer.period}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-2">
        {offer.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-sm">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-8">
        {current ? (
          <Button variant="outline" className="w-full" disabled>
            Current Plan
          </Button>
        ) : action.kind === "sign-up" ? (
          <Button
            variant={offer.popular ? "primary" : "outline"}
            className="w-full"
            onClick={onGetStarted}
          >
            {action.label}
          </Button>
        ) : (
          <a
            href={mailto(company.salesEmail, action.subject)}
            className={`${buttonClass(offer.popular ? "primary" : "outline")} w-full`}
          >
            {action.label}
          </a>
        )}
      </div>
    </article>
  );
}
