import { describe, expect, it } from "vitest";
import { planIdSchema } from "./auth";
import {
  applyAllowanceOverrides,
  defaultAllowances,
  describeAllowance,
  getPlan,
  periodEnd,
  periodStart,
  planFeatures,
  planLabel,
  plans,
  usageKinds,
} from "./plans";

describe("plan catalogue", () => {
  it("labels every plan id the server can answer, and guests", () => {
    expect(planIdSchema.options.map(planLabel)).toEqual(["Free Plan", "Pro Plan", "Advanced Plan"]);
    expect(planLabel("guest")).toBe("Guest");
  });

  it("holds one plan per plan id, with one set of names and prices for every page", () => {
    expect(plans.map((plan) => plan.id)).toEqual(planIdSchema.options);
    expect(plans.map((plan) => [plan.name, plan.price])).toEqual([
      ["Free", "$0"],
      ["Pro", "$25"],
      ["Advanced", "$99"],
    ]);
    expect(plans.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(["Pro"]);
    expect(getPlan("advanced").action).toMatchObject({ kind: "contact-sales" });
  });

  it("gives guests the smallest allowance and every plan at least its lower plan's", () => {
    const order = ["guest", "free", "pro", "advanced"] as const;
    for (const kind of usageKinds) {
      for (let index = 1; index < order.length; index++) {
        const lower = defaultAllowances[order[index - 1] ?? "guest"][kind];
        const higher = defaultAllowances[order[index] ?? "guest"][kind];
        // Per day and per month compare as a month of days.
        const monthly = (allowance: typeof lower) =>
          allowance.limit === null
            ? Number.POSITIVE_INFINITY
            : allowance.limit * (allowance.per === "day" ? 30 : 1);
        expect(monthly(higher), `${kind}: ${order[index]}`).toBeGreaterThanOrEqual(monthly(lower));
      }
    }
  });

  it("says each allowance on the cards as the server enforces it", () => {
    expect(describeAllowance("chat", { limit: 100, per: "day" })).toBe("100 chat messages a day");
    expect(describeAllowance("model3d", { limit: 1, per: "month" })).toBe("1 3D model a month");
    expect(describeAllowance("chat", { limit: null, per: "day" })).toBe("Unlimited chat messages");
    expect(planFeatures(getPlan("free"), defaultAllowances.free)).toEqual([
      "100 chat messages a day",
      "5 images a day",
      "60 seconds of video a month",
      "5 3D models a month",
      "100,000 characters of speech a month",
      "150 minutes of transcription a month",
      "500 document pages a month",
      "5 GB of storage",
      "Community support",
    ]);
  });

  it("lays an operator's PLAN_ALLOWANCES over the catalogue", () => {
    const changed = applyAllowanceOverrides({
      guest: { chat: 3 },
      pro: { image: { limit: 50, per: "day" }, video: null },
    });
    expect(changed.guest.chat).toEqual({ limit: 3, per: "day" });
    expect(changed.pro.image).toEqual({ limit: 50, per: "day" });
    expect(changed.pro.video).toEqual({ limit: null, per: "month" });
    expect(changed.free).toEqual(defaultAllowances.free);
    expect(defaultAllowances.guest.chat.limit).toBe(20);
  });

  it("starts days at midnight and months on the first, in UTC", () => {
    const now = new Date("2026-03-31T23:59:59Z");
    expect(periodStart("day", now).toISOString()).toBe("2026-03-31T00:00:00.000Z");
    expect(periodEnd("day", now).toISOString()).toBe("2026-04-01T00:00:00.000Z");
    expect(periodStart("month", now).toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(periodEnd("month", new Date("2026-12-15T00:00:00Z")).toISOString()).toBe(
      "2027-01-01T00:00:00.000Z",
    );
  });
});
