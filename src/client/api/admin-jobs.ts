import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { auditKey } from "./admin-audit";
import { api, readJson } from "./http";

const jobsKey = ["admin", "jobs"] as const;

export type JobQueueFilter = "active" | "failed";

/** GET /api/admin/jobs?filter=&offset=: queued and running jobs (looked at again every 5 s), or failed ones. */
export function useAdminJobs(filter: JobQueueFilter, offset: number) {
  return useQuery({
    queryKey: [...jobsKey, filter, offset],
    queryFn: () => readJson(api.admin.jobs.$get({ query: { filter, offset: String(offset) } })),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: filter === "active" ? 5000 : false,
  });
}

function useJobAction(action: "retry" | "cancel") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => readJson(api.admin.jobs[":id"][action].$post({ param: { id } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobsKey }),
        queryClient.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}

/** POST /api/admin/jobs/:id/retry: a failed job, from its start. */
export const useRetryJob = () => useJobAction("retry");
/** POST /api/admin/jobs/:id/cancel: a queued or running job. */
export const useCancelJob = () => useJobAction("cancel");
