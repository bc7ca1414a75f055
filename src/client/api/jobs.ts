import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { isFinished, type JobView } from "@/shared/jobs";
import type { ToolId } from "@/shared/tools/registry";
import { ApiError, api, readJson } from "./http";

export const jobKey = (id: string) => ["job", id] as const;
export const jobHistoryKey = (toolId: ToolId) => ["jobs", toolId] as const;

/** GET /api/jobs?toolId=: the session's past results of one tool, newest first. */
export const jobHistoryQuery = (toolId: ToolId) =>
  queryOptions({
    queryKey: jobHistoryKey(toolId),
    queryFn: async () => (await readJson(api.jobs.$get({ query: { toolId } }))).jobs,
    staleTime: 10_000,
    // While a listed job is unfinished, look again now and then so its state stays true.
    refetchInterval: (query) =>
      query.state.data?.some((job) => !isFinished(job.status)) ? 5000 : false,
  });

export function useJobHistory(toolId: ToolId) {
  return useQuery(jobHistoryQuery(toolId));
}

const streamRetryMs = 3000;

/**
 * A job as it runs: its first state from GET /api/jobs/:id, then every change from the
 * server-sent events of /api/jobs/:id/events until it finishes. When it finishes, the tool's
 * history is refreshed. The browser's EventSource reconnects by itself after a dropped line.
 */
export function useJob(id: string | null, toolId: ToolId) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: jobKey(id ?? ""),
    queryFn: () => readJson(api.jobs[":id"].$get({ param: { id: id ?? "" } })),
    enabled: Boolean(id),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const finished = query.data ? isFinished(query.data.status) : false;
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!id || finished) return;
    const events = new EventSource(api.jobs[":id"].events.$path({ param: { id } }));
    let retry: ReturnType<typeof setTimeout> | undefined;
    events.addEventListener("job", (event) => {
      const view = JSON.parse((event as MessageEvent<string>).data) as JobView;
      queryClient.setQueryData(jobKey(id), view);
      if (isFinished(view.status)) {
        events.close();
        void queryClient.invalidateQueries({ queryKey: jobHistoryKey(toolId) });
      }
    });
    events.addEventListener("deleted", () => events.close());
    // A refused stream (an answer that is not an event stream) is not retried by the browser:
    // read the job's state once and open a new stream a little later.
    events.addEventListener("error", () => {
      if (events.readyState !== EventSource.CLOSED) return;
      void queryClient.invalidateQueries({ queryKey: jobKey(id) });
      retry = setTimeout(() => setAttempt((count) => count + 1), streamRetryMs);
    });
    return () => {
      clearTimeout(retry);
      events.close();
    };
  }, [id, finished, attempt, queryClient, toolId]);
  return query;
}

/** POST /api/jobs/:id/cancel */
export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => readJson(api.jobs[":id"].cancel.$post({ param: { id } })),
    onSuccess: (view) => queryClient.setQueryData(jobKey(view.id), view),
  });
}

/** DELETE /api/jobs/:id: the result and its files. */
export function useDeleteJob(toolId: ToolId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await api.jobs[":id"].$delete({ param: { id } });
      const status: number = response.status;
      if (!response.ok && status !== 404) {
        throw new ApiError(response.status, "delete_failed", "Failed to delete this result.");
      }
    },
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: jobKey(id) });
      return queryClient.invalidateQueries({ queryKey: jobHistoryKey(toolId) });
    },
  });
}

/** Seconds left by the job's estimate, ticking once a second while it runs; null without one. */
export function useSecondsLeft(job: JobView | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  const running = job?.status === "running" && job.estimatedSeconds !== null;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  if (!running || !job?.startedAt || job.estimatedSeconds === null) return null;
  const elapsed = (now - new Date(job.startedAt).getTime()) / 1000;
  return Math.max(0, Math.round(job.estimatedSeconds - elapsed));
}
