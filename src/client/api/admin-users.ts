import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminUserChange } from "@/shared/admin";
import { auditKey } from "./admin-audit";
import { api, readJson } from "./http";

const usersKey = ["admin", "users"] as const;

/** GET /api/admin/users?q=&offset=: accounts, newest first, found by address or name. */
export function useAdminUsers(q: string, offset: number) {
  return useQuery({
    queryKey: [...usersKey, q, offset],
    queryFn: () =>
      readJson(api.admin.users.$get({ query: { q: q || undefined, offset: String(offset) } })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** PATCH /api/admin/users/:id: plan, role or disabled; the list and the audit log follow. */
export function useChangeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: AdminUserChange }) =>
      readJson(api.admin.users[":id"].$patch({ param: { id }, json: change })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKey }),
        queryClient.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}

/** DELETE /api/admin/users/:id: the account and everything it owns. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => readJson(api.admin.users[":id"].$delete({ param: { id } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKey }),
        queryClient.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
