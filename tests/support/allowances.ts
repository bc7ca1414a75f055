import { payers, usageKinds } from "@/shared/plans";

/**
 * PLAN_ALLOWANCES making every allowance unlimited: tests about other things run with it (route
 * tests' apps and browser tests' servers), so that the plans' small guest allowances, counted
 * per address and every test coming from 127.0.0.1, do not decide them. The usage tests and the
 * allowance browser test give their own.
 */
export const unlimitedAllowances = JSON.stringify(
  Object.fromEntries(
    payers.map((payer) => [payer, Object.fromEntries(usageKinds.map((kind) => [kind, null]))]),
  ),
);
