import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useJob } from "@/client/api/jobs";
import { usageKey } from "@/client/api/usage";
import { useFailureToast } from "@/client/components/plans/use-failure-toast";
import { toast } from "@/client/components/ui/toast";
import { useOpenResult } from "@/client/lib/open-result";
import type { JobView } from "@/shared/jobs";
import type { ToolId } from "@/shared/tools/registry";

/**
 * A panel tool's current job: the one the address names (`?result=`, as the left panel's
 * history opens it), followed live, with a toast when it ends, and `start` to enqueue the
 * next one and show it.
 */
export function useToolJob(
  toolId: ToolId,
  outcome: {
    success: string | ((job: JobView) => string);
    failure: string;
    successTitle?: string;
  },
) {
  const { resultId, open } = useOpenResult();
  const job = useJob(resultId, toolId).data;
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
    if (job.status === "succeeded") {
      const { success } = outcome;
      toast({
        title: outcome.successTitle ?? "Success",
        description: typeof success === "string" ? success : success(job),
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
  return { job, busy, start };
}
