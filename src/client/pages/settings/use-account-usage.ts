import { useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/client/lib/api";
import type { AccountUsage } from "@/shared/account";

/** GET /api/account/usage: the plan, chat requests this month and bytes stored. */
export function useAccountUsage() {
  return useQuery({
    queryKey: ["account", "usage"],
    queryFn: () => readJson<AccountUsage>(api.account.usage.$get()),
    staleTime: 0,
  });
}
