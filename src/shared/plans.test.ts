import { describe, expect, it } from "vitest";
import { planIdSchema } from "./auth";
import { accountPlans, billingOffers, planAllowances, planLabel, pricingOffers } from "./plans";

describe("plan catalogue", () => {
  it("labels every plan id the server can answer", () => {
    expect(planIdSchema.options.map(planLabel)).toEqual(["Free Plan", "Pro Plan", "Advanced Plan"]);
  });

  it("holds one /plans card per plan id, Pro most popular, Advanced by contacting sales", () => {
    expect(accountPlans.map((plan) => plan.planId)).toEqual(planIdSchema.options);
    expect(accountPlans.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(["Pro"]);
    const advanced = accountPlans.find((plan) => plan.planId === "advanced");
    expect(advanced?.action).toMatchObject({ kind: "contact-sales", label: "Contact Sales" });
  });

  it("keeps the spec's figures on both pages", () => {
    expect(pricingOffers.map((offer) => [offer.name, offer.price])).toEqual([
      ["Starter", "Free"],
      ["Creator", "$19"],
      ["Enterprise", "$99"],
    ]);
    expect(accountPlans.map((plan) => [plan.name, plan.price])).toEqual([
      ["Free", "$0"],
      ["Pro", "$25"],
      ["Advanced", "$99"],
    ]);
    expect(accountPlans[0]?.features).toContain("5 requests per day");
  });

  it("offers the settings' upgrades with the spec's figures, each by contacting sales", () => {
    expect(billingOffers.map((offer) => [offer.name, offer.price])).toEqual([
      ["Pro", "$29"],
      ["Enterprise", "$99"],
      ["Custom", "Contact us"],
    ]);
    expect(billingOffers[0]?.features).toEqual(
      expect.arrayContaining(["1,000 API requests per month", "50 GB storage"]),
    );
    expect(billingOffers[1]?.features).toContain("500 GB storage");
    expect(billingOffers.every((offer) => offer.action.kind === "contact-sales")).toBe(true);
  });

  it("gives every plan id an allowance that matches its card", () => {
    expect(Object.keys(planAllowances)).toEqual(planIdSchema.options);
    expect(planAllowances.pro).toEqual({ chatRequestsPerMonth: 1000, storageBytes: 50e9 });
    expect(planAllowances.advanced.storageBytes).toBe(500e9);
  });
});
