import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, readJson } from "./http";

/** Every admin change invalidates it: the log shows the change at once. */
export const auditKey = ["admin", "audit"] as const;

/** GET /api/admin/audit?offset=: what admins did, newest first. */
export function useAuditLog(offset: number) {
  return useQuery({
    queryKey: [...auditKey, offset],
    queryFn: () => readJson(api.admin.audit.$get({ query: { offset: String(offset) } })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
