import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import type { z } from "zod";
import { useJob } from "@/client/api/jobs";
import { usageKey } from "@/client/api/usage";
import { useFailureToast } from "@/client/components/plans/use-failure-toast";
import { toast } from "@/client/components/ui/toast";
import { activeLocale } from "@/client/i18n/locale-store";
import { i18nFor } from "@/client/i18n/use-t";
import { useOpenResult } from "@/client/lib/open-result";
import type { ToolId } from "@/shared/tools/registry";

/** A job's result as the tool's schema reads it: null until it has succeeded. */
export type ToolResult<Schema extends z.ZodType> = z.output<Schema> | null;

/**
 * A panel tool's current job: the one the address names (`?result=`, as the left panel's
 * history opens it), followed live, with a toast when it ends, and `start` to enqueue the
 * next one and show it. `result` is the finished job's result read by the tool's result schema
 * (src/shared/tools/<id>.ts, which the server's job is held to); `unreadable` says a finished
 * result did not fit it (one made by an older version of Bismo, say).
 */
export function useToolJob<Schema extends z.ZodType>(
  toolId: ToolId,
  resultSchema: Schema,
  outcome: {
    success: string | ((result: z.output<Schema>) => string);
    failure: string;
    successTitle?: string;
  },
) {
  const { resultId, open } = useOpenResult();
  const job = useJob(resultId, toolId).data;
  const read = useMemo(
    () => (job?.status === "succeeded" ? resultSchema.safeParse(job.result) : null),
    [job, resultSchema],
  );
  const result: ToolResult<Schema> = read?.success ? read.data : null;
  const latestResult = useRef(result);
  latestResult.current = result;
  const [starting, setStarting] = useState(false);
  const failureToast = useFailureToast();
  const queryClient = useQueryClient();
  const announced = useRef<string | null>(null);
  // Callers pass a new object each render; the toast reads the latest without re-running.
  const latest = useRef(outcome);
  latest.current = outcome;

  useEffect(() => {
    const outcome = latest.current;
    if (!job || announced.current === job.id) return;
    if (job.status === "succeeded" || job.status === "failed") announced.current = job.id;
    const done = latestResult.current;
    if (job.status === "succeeded" && done !== null) {
      const { success } = outcome;
      toast({
        title:
          outcome.successTitle ??
          i18nFor(activeLocale()).t({ id: "workbench.toast.success", defaultMessage: "Success" }),
        description: typeof success === "string" ? success : success(done),
      });
    }
    if (job.status === "failed")
      toast({
        title: outcome.failure,
        description: job.error ?? undefined,
        variant: "destructive",
      });
  }, [job]);

  const start = async (enqueue: () => Promise<{ jobId: string }>) => {
    setStarting(true);
    try {
      const accepted = await enqueue();
      // The work is charged as it is accepted: the allowance left has changed.
      void queryClient.invalidateQueries({ queryKey: usageKey });
      announced.current = null;
      open(accepted.jobId);
    } catch (error) {
      failureToast(outcome.failure, error);
    } finally {
      setStarting(false);
    }
  };

  const busy = starting || job?.status === "queued" || job?.status === "running";
  return { job, result, unreadable: read !== null && !read.success, busy, start };
}
