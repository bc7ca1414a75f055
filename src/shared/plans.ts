import type { PlanId } from "./auth";
import { company } from "./company";

/** How a plan card's button behaves; none pretends to take a payment. */
export type PlanAction =
  | { kind: "sign-up"; label: string }
  | { kind: "contact-sales"; label: string; subject: string };

/** A plan as a card shows it (spec: name, price, period, description, features, button, popular). */
export type PlanOffer = {
  key: string;
  name: string;
  price: string;
  period: string;
  description: string;
  features: readonly string[];
  popular: boolean;
  action: PlanAction;
  /** The account plan this card stands for, when it is one. */
  planId?: PlanId;
};

const salesSubject = (plan: string) => `Bismo ${plan} plan`;

/** The public /pricing page. */
export const pricingOffers: readonly PlanOffer[] = [
  {
    key: "starter",
    name: "Starter",
    price: "Free",
    period: "forever",
    description: "Try every tool and see what AI can do for you.",
    features: ["5 AI generations per month", "All 23 AI tools", "Community support"],
    popular: false,
    action: { kind: "sign-up", label: "Get Started" },
  },
  {
    key: "creator",
    name: "Creator",
    price: "$19",
    period: "per month",
    description: "For creators who publish every week.",
    features: [
      "500 AI generations per month",
      "All 23 AI tools",
      "Priority processing",
      "E-mail support",
    ],
    popular: true,
    action: { kind: "sign-up", label: "Get Started" },
  },
  {
    key: "enterprise",
    name: "Enterprise",
    price: "$99",
    period: "per month",
    description: "For teams that build AI into their daily work.",
    features: [
      "Unlimited AI generations",
      "All 23 AI tools",
      "Team management",
      "Dedicated support",
    ],
    popular: false,
    action: { kind: "sign-up", label: "Get Started" },
  },
];

/** The account plans on /plans, one per plan id the server knows. */
export const accountPlans: readonly (PlanOffer & { planId: PlanId })[] = [
  {
    key: "free",
    planId: "free",
    name: "Free",
    price: "$0",
    period: "per user / month",
    description: "Everything you need to get started.",
    features: ["5 requests per day", "All 23 AI tools", "Community support"],
    popular: false,
    action: { kind: "sign-up", label: "Get Started" },
  },
  {
    key: "pro",
    planId: "pro",
    name: "Pro",
    price: "$25",
    period: "per user / month",
    description: "For professionals who use AI every day.",
    features: ["Higher daily limits", "All 23 AI tools", "Priority processing", "E-mail support"],
    popular: true,
    action: { kind: "contact-sales", label: "Upgrade to Pro", subject: salesSubject("Pro") },
  },
  {
    key: "advanced",
    planId: "advanced",
    name: "Advanced",
    price: "$99",
    period: "per user / month",
    description: "For teams with custom needs.",
    features: ["Custom limits", "All 23 AI tools", "Team management", "Dedicated support"],
    popular: false,
    action: { kind: "contact-sales", label: "Contact Sales", subject: salesSubject("Advanced") },
  },
];

/** The upgrade cards in the settings' Billing section (spec: Pro $29, Enterprise $99, Custom). */
export const billingOffers: readonly PlanOffer[] = [
  {
    key: "billing-pro",
    planId: "pro",
    name: "Pro",
    price: "$29",
    period: "per month",
    description: "For professionals who use AI every day.",
    features: ["1,000 API requests per month", "50 GB storage", "All 23 AI tools"],
    popular: true,
    action: { kind: "contact-sales", label: "Upgrade to Pro", subject: salesSubject("Pro") },
  },
  {
    key: "billing-enterprise",
    planId: "advanced",
    name: "Enterprise",
    price: "$99",
    period: "per month",
    description: "For teams that build AI into their daily work.",
    features: ["Unlimited API requests", "500 GB storage", "Dedicated support"],
    popular: false,
    action: {
      kind: "contact-sales",
      label: "Upgrade to Enterprise",
      subject: salesSubject("Enterprise"),
    },
  },
  {
    key: "billing-custom",
    name: "Custom",
    price: "Contact us",
    period: "for a quote",
    description: "Your own limits, storage and terms.",
    features: ["Limits and storage to fit", "Custom agreement", "Dedicated support"],
    popular: false,
    action: { kind: "contact-sales", label: "Contact Sales", subject: salesSubject("Custom") },
  },
];

const gigabyte = 1_000_000_000;

/** What a plan includes each calendar month (requests: null is unlimited). */
type PlanAllowance = { chatRequestsPerMonth: number | null; storageBytes: number };

export const planAllowances: Record<PlanId, PlanAllowance> = {
  free: { chatRequestsPerMonth: 100, storageBytes: 5 * gigabyte },
  pro: { chatRequestsPerMonth: 1000, storageBytes: 50 * gigabyte },
  advanced: { chatRequestsPerMonth: null, storageBytes: 500 * gigabyte },
};

/**
 * The longest answer a chat model may write, in tokens, on each plan and for guests and
 * visitors. The server holds every request to it; a caller's own limit can only lower it.
 */
export const answerTokenLimits: Record<PlanId | "guest", number> = {
  guest: 2_000,
  free: 4_000,
  pro: 16_000,
  advanced: 32_000,
};

export const trialNote =
  "All plans include a 7-day free trial. No credit card required for Starter plan.";

/** Said wherever plans are offered: there is no online payment, so upgrades go through people. */
export const paymentNote =
  "Every account starts on the free plan. Online payment is not set up yet: paid plans are arranged by e-mail with our team.";

/** Where questions about plans go, on /pricing and /plans alike. */
export const planSupport = {
  email: company.supportEmail,
  subject: "Question about Bismo plans",
} as const;

const planNames: Record<PlanId, string> = { free: "Free", pro: "Pro", advanced: "Advanced" };

/** The label every menu and the settings billing section show for the user's plan. */
export function planLabel(plan: PlanId): string {
  return `${planNames[plan]} Plan`;
}
