import { useState } from "react";
import {
  type JobQueueFilter,
  useAdminJobs,
  useCancelJob,
  useRetryJob,
} from "@/client/api/admin-jobs";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import type { AdminJob } from "@/shared/admin";
import { Badge, FilterTabs, failed, PagedList, when } from "./admin-parts";
import { toolName } from "./tool-name";

const statusWords: Record<AdminJob["status"], string> = {
  queued: "Waiting",
  running: "Running",
  succeeded: "Done",
  failed: "Failed",
  cancelled: "Cancelled",
};

function JobRow({ job }: { job: AdminJob }) {
  const retry = useRetryJob();
  const cancel = useCancelJob();
  const owner = job.ownerEmail ?? (job.ownerIsGuest ? "a guest" : "a deleted account");
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{toolName(job.toolId)}</span>
          <Badge tone={job.status === "failed" ? "warning" : "default"}>
            {statusWords[job.status]}
          </Badge>
        </p>
        <p className="mt-1 break-words">{job.title}</p>
        <p className="mt-1 text-muted-fg">
          For {owner} · queued {when(job.createdAt)}
          {job.startedAt && ` · started ${when(job.startedAt)}`}
          {job.finishedAt && ` · ended ${when(job.finishedAt)}`}
        </p>
        {job.stage && (
          <p className="mt-1 text-muted-fg">
            {job.stage}
            {job.progress !== null && ` (${job.progress}%)`}
          </p>
        )}
        {job.error && <p className="mt-1 text-destructive">{job.error}</p>}
      </div>
      {job.status === "failed" ? (
        <Button
          variant="outline"
          size="sm"
          className="shrink-0"
          aria-label={`Retry ${toolName(job.toolId)} job for ${owner}`}
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(job.id, {
              onSuccess: () =>
                toast({ title: "Retrying", description: "The job is queued again." }),
              onError: failed("Not retried"),
            })
          }
        >
          Retry
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="shrink-0 text-destructive"
          aria-label={`Cancel ${toolName(job.toolId)} job for ${owner}`}
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(job.id, {
              onSuccess: () => toast({ title: "Cancelled", description: "The job is stopped." }),
              onError: failed("Not cancelled"),
            })
          }
        >
          Cancel
        </Button>
      )}
    </li>
  );
}

/** Jobs: what waits or runs now (looked at again every 5 s), and what failed, with retry. */
export function JobsSection() {
  const [filter, setFilter] = useState<JobQueueFilter>("active");
  const [offset, setOffset] = useState(0);
  const jobs = useAdminJobs(filter, offset);
  return (
    <>
      <FilterTabs
        label="Which jobs"
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setOffset(0);
        }}
        options={[
          { value: "active", label: "Waiting and running" },
          { value: "failed", label: "Failed" },
        ]}
      />
      <PagedList
        query={jobs}
        items={(data) => data.jobs}
        renderItem={(job) => <JobRow key={job.id} job={job} />}
        label="Jobs"
        loading="Loading jobs..."
        empty={filter === "active" ? "No job is waiting or running." : "No job has failed."}
        what="jobs"
        onPage={setOffset}
      />
    </>
  );
}
