import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminUserChange } from "@/shared/admin";
import { auditKey } from "./admin-audit";
import { api, readJson } from "./http";

const usersKey = ["admin", "users"] as const;

/**
 * GET /api/admin/users?q=&cursor=: a page of accounts, newest first, found by address or name.
 * `trail` holds the cursor of each page after the first up to this one (Previous drops the last);
 * the answer's `offset` is this page's place in the list, for "Showing 26-50 of 120".
 */
export function useAdminUsers(q: string, trail: readonly string[]) {
  const cursor = trail.at(-1);
  return useQuery({
    queryKey: [...usersKey, q, cursor ?? null],
    queryFn: async () => {
      const list = await readJson(api.admin.users.$get({ query: { q: q || undefined, cursor } }));
      return { ...list, offset: trail.length * list.limit };
    },
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
