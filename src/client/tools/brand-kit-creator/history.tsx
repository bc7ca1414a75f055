import { resultHistory } from "@/client/components/results/result-history";
import { kits } from "./api";

/** 'Saved Brand Kits' in the left panel, each with its industry. */
export const BrandKitHistory = resultHistory(kits, {
  heading: "Saved Brand Kits",
  noun: "brand kit",
  title: (kit) => kit.name,
  detail: (kit) => kit.industry,
});
