import { z } from "zod";
import type { PlanId } from "./auth";
import { company } from "./company";

/** The kinds of work a plan allows an amount of, each counted in its own unit. */
export const usageKinds = [
  "chat",
  "image",
  "video",
  "model3d",
  "speech",
  "transcription",
  "pdf",
] as const;
export type UsageKind = (typeof usageKinds)[number];
export const usageKindSchema = z.enum(usageKinds);

/** How each kind is named: a heading for Billing's bars, its unit in a sentence, the work. */
export const usageNames: Record<
  UsageKind,
  { title: string; one: string; many: string; work: string }
> = {
  chat: { title: "Chat messages", one: "chat message", many: "chat messages", work: "chat" },
  image: { title: "Image generations", one: "image", many: "images", work: "image generation" },
  video: {
    title: "Video seconds",
    one: "second of video",
    many: "seconds of video",
    work: "video generation",
  },
  model3d: { title: "3D models", one: "3D model", many: "3D models", work: "3D models" },
  speech: {
    title: "Speech characters",
    one: "character of speech",
    many: "characters of speech",
    work: "speech",
  },
  transcription: {
    title: "Transcription minutes",
    one: "minute of transcription",
    many: "minutes of transcription",
    work: "transcription",
  },
  pdf: {
    title: "Document pages read",
    one: "document page",
    many: "document pages",
    work: "reading documents",
  },
};

export const allowancePeriods = ["day", "month"] as const;
export type AllowancePeriod = (typeof allowancePeriods)[number];

/** An amount per day or per calendar month (UTC); `limit: null` is unlimited. */
export type Allowance = { limit: number | null; per: AllowancePeriod };
export type Allowances = Record<UsageKind, Allowance>;

/** Who pays for work: an account on its plan, or a guest (per guest and per address). */
export type Payer = PlanId | "guest";
export const payers = ["guest", "free", "pro", "advanced"] as const satisfies readonly Payer[];

const perDay = (limit: number | null): Allowance => ({ limit, per: "day" });
const perMonth = (limit: number | null): Allowance => ({ limit, per: "month" });

/**
 * What each payer may use. The server enforces these (src/server/features/usage); an operator may change
 * them with PLAN_ALLOWANCES, and the pages then show the server's figures (GET /api/plans).
 */
export const defaultAllowances: Record<Payer, Allowances> = {
  guest: {
    chat: perDay(20),
    image: perDay(3),
    video: perDay(0),
    model3d: perDay(0),
    speech: perDay(3_000),
    transcription: perDay(5),
    pdf: perDay(0),
  },
  free: {
    chat: perDay(100),
    image: perDay(5),
    video: perMonth(60),
    model3d: perMonth(5),
    speech: perMonth(100_000),
    transcription: perMonth(150),
    pdf: perMonth(500),
  },
  pro: {
    chat: perDay(2_000),
    image: perMonth(500),
    video: perMonth(600),
    model3d: perMonth(100),
    speech: perMonth(500_000),
    transcription: perMonth(1_200),
    pdf: perMonth(10_000),
  },
  advanced: {
    chat: perDay(null),
    image: perMonth(2_500),
    video: perMonth(3_600),
    model3d: perMonth(500),
    speech: perMonth(2_000_000),
    transcription: perMonth(6_000),
    pdf: perMonth(100_000),
  },
};

/** PLAN_ALLOWANCES: `{"free":{"chat":200,"image":{"limit":10,"per":"month"}}}`; null is unlimited. */
export const allowanceOverridesSchema = z
  .partialRecord(
    z.enum(payers),
    z.partialRecord(
      usageKindSchema,
      z.union([
        z.number().int().min(0).nullable(),
        z
          .object({
            limit: z.number().int().min(0).nullable(),
            per: z.enum(allowancePeriods).optional(),
          })
          .strict(),
      ]),
    ),
  )
  .describe("PLAN_ALLOWANCES");
export type AllowanceOverrides = z.infer<typeof allowanceOverridesSchema>;

/** The catalogue's allowances with an operator's changes laid over them. */
export function applyAllowanceOverrides(
  overrides: AllowanceOverrides | undefined,
): Record<Payer, Allowances> {
  const result = structuredClone(defaultAllowances);
  for (const payer of payers) {
    for (const kind of usageKinds) {
      const change = overrides?.[payer]?.[kind];
      if (change === undefined) continue;
      const current = result[payer][kind];
      result[payer][kind] =
        change === null || typeof change === "number"
          ? { ...current, limit: change }
          : { limit: change.limit, per: change.per ?? current.per };
    }
  }
  return result;
}

/** The first instant of the period that holds `now`, in UTC. */
export function periodStart(per: AllowancePeriod, now: Date): Date {
  return per === "day"
    ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
    : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** When the period that holds `now` ends and its allowance renews. */
export function periodEnd(per: AllowancePeriod, now: Date): Date {
  const start = periodStart(per, now);
  return per === "day"
    ? new Date(start.getTime() + 24 * 60 * 60 * 1000)
    : new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

const number = (value: number) => value.toLocaleString("en-US");

/** One allowance as a plan card says it: '100 chat messages a day', 'Unlimited chat messages'. */
export function describeAllowance(kind: UsageKind, allowance: Allowance): string {
  const names = usageNames[kind];
  if (allowance.limit === null) return `Unlimited ${names.many}`;
  const unit = allowance.limit === 1 ? names.one : names.many;
  return `${number(allowance.limit)} ${unit} a ${allowance.per}`;
}

/** How a plan card's button behaves; none pretends to take a payment. */
export type PlanAction =
  | { kind: "sign-up"; label: string }
  | { kind: "contact-sales"; label: string; subject: string };

/** A plan as its card shows it (spec: name, price, period, description, features, button, popular). */
export type Plan = {
  id: PlanId;
  name: string;
  price: string;
  /** The price in US dollars a month, for pages that format it in the reader's language. */
  monthlyUsd: number;
  period: string;
  description: string;
  /** What the plan gives beyond its allowances. */
  extras: readonly string[];
  popular: boolean;
  action: PlanAction;
  storageBytes: number;
  /** The longest answer a chat model may write, in tokens. */
  answerTokens: number;
};

/** What a plan's card lists: every allowance, then the extras. */
export function planFeatures(plan: Plan, allowances: Allowances): string[] {
  return [...usageKinds.map((kind) => describeAllowance(kind, allowances[kind])), ...plan.extras];
}

const gigabyte = 1_000_000_000;
const salesSubject = (plan: string) => `Bismo ${plan} plan`;

/**
 * The one plan catalogue: /pricing, /plans, the menus, Billing and the server all read it. The
 * spec's three pages disagreed (Starter/Creator/Enterprise at $0/$19/$99, Free/Pro/Advanced at
 * $0/$25/$99, Pro/Enterprise/Custom at $29/$99); Bismo keeps the account plans' names and prices.
 */
export const plans: readonly Plan[] = [
  {
    id: "free",
    name: "Free",
    price: "$0",
    monthlyUsd: 0,
    period: "per month",
    description: "Everything you need to get started.",
    extras: ["5 GB of storage", "Community support"],
    popular: false,
    action: { kind: "sign-up", label: "Get Started" },
    storageBytes: 5 * gigabyte,
    answerTokens: 4_000,
  },
  {
    id: "pro",
    name: "Pro",
    price: "$25",
    monthlyUsd: 25,
    period: "per month",
    description: "For professionals who use AI every day.",
    extras: ["50 GB of storage", "E-mail support"],
    popular: true,
    action: { kind: "contact-sales", label: "Upgrade to Pro", subject: salesSubject("Pro") },
    storageBytes: 50 * gigabyte,
    answerTokens: 16_000,
  },
  {
    id: "advanced",
    name: "Advanced",
    price: "$99",
    monthlyUsd: 99,
    period: "per month",
    description: "For teams and heavy use; larger limits on request.",
    extras: ["500 GB of storage", "Dedicated support"],
    popular: false,
    action: { kind: "contact-sales", label: "Contact Sales", subject: salesSubject("Advanced") },
    storageBytes: 500 * gigabyte,
    answerTokens: 32_000,
  },
];

export function getPlan(id: PlanId): Plan {
  const plan = plans.find((entry) => entry.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}

/**
 * The longest answer a chat model may write, in tokens, on each plan and for guests and
 * visitors. The server holds every request to it; a caller's own limit can only lower it.
 */
export const answerTokenLimits: Record<Payer, number> = {
  guest: 2_000,
  free: getPlan("free").answerTokens,
  pro: getPlan("pro").answerTokens,
  advanced: getPlan("advanced").answerTokens,
};

/** Said wherever plans are offered: there is no online payment, so upgrades go through people. */
export const paymentNote =
  "Every account starts on the Free plan. Online payment is not set up yet: paid plans are arranged by e-mail with our team, and take effect as soon as they are granted.";

/** Where questions about plans go, on /pricing and /plans alike. */
export const planSupport = {
  email: company.supportEmail,
  subject: "Question about Bismo plans",
} as const;

/** The label every menu and the settings billing section show for the user's plan. */
export function planLabel(plan: Payer): string {
  return plan === "guest" ? "Guest" : `${getPlan(plan).name} Plan`;
}

/** What `GET /api/plans` answers: the catalogue with this server's allowances. */
export type PlansResponse = {
  plans: { id: PlanId; allowances: Allowances }[];
  guest: Allowances;
};

/** One kind of work on Billing's bars: used in the current period, out of the allowance. */
export type UsageMeterView = {
  kind: UsageKind;
  used: number;
  limit: number | null;
  per: AllowancePeriod;
  renewsAt: string;
};

/** What `GET /api/account/usage` answers (guests included: they have allowances too). */
export type UsageResponse = {
  plan: Payer;
  meters: UsageMeterView[];
  storageBytes: number;
  storageLimitBytes: number;
};

/**
 * The details of a 429 for a used-up allowance (`error.quota`): what ran out, when it renews,
 * and where to upgrade.
 */
export type QuotaExceeded = {
  plan: Payer;
  kind: UsageKind;
  limit: number;
  /** What is left of the allowance: less than the refused work needed, often nothing. */
  remaining: number;
  per: AllowancePeriod;
  renewsAt: string;
  upgradeUrl: string;
};
