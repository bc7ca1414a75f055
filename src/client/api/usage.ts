import { useQuery } from "@tanstack/react-query";
import type { AccountUsage } from "@/shared/account";
import { api, readJson } from "./http";

/** Invalidate after a chat answer: each message counts against the month's allowance. */
export const usageKey = ["account", "usage"] as const;

/** GET /api/account/usage: the plan, chat requests this month and bytes stored (accounts only). */
export function useAccountUsage(enabled = true) {
  return useQuery({
    queryKey: usageKey,
    queryFn: () => readJson<AccountUsage>(api.account.usage.$get()),
    staleTime: 0,
    enabled,
  });
}
