import { useQuery } from "@tanstack/react-query";
import { api, readJson } from "./http";

/** GET /api/admin/usage?days=: what each tool used on each day (UTC), refunds left out. */
export function useAdminUsage(days: number) {
  return useQuery({
    queryKey: ["admin", "usage", days],
    queryFn: () => readJson(api.admin.usage.$get({ query: { days: String(days) } })),
    staleTime: 0,
  });
}
