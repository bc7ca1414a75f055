import { useState } from "react";
import {
  type JobQueueFilter,
  useAdminJobs,
  useCancelJob,
  useRetryJob,
} from "@/client/api/admin-jobs";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import type { AdminJob } from "@/shared/admin";
import { defineMessage } from "@/shared/i18n/runtime";
import { Badge, FilterTabs, failedIn, PagedList, whenIn } from "./admin-parts";
import { toolName } from "./tool-name";

const statusWords = {
  queued: defineMessage({ id: "admin.jobs.queued", defaultMessage: "Waiting" }),
  running: defineMessage({ id: "admin.jobs.running", defaultMessage: "Running" }),
  succeeded: defineMessage({ id: "admin.jobs.succeeded", defaultMessage: "Done" }),
  failed: defineMessage({ id: "admin.jobs.failed", defaultMessage: "Failed" }),
  cancelled: defineMessage({ id: "admin.jobs.cancelled", defaultMessage: "Cancelled" }),
} satisfies Record<AdminJob["status"], unknown>;

function JobRow({ job }: { job: AdminJob }) {
  const i18n = useT();
  const { t } = i18n;
  const retry = useRetryJob();
  const cancel = useCancelJob();
  const owner =
    job.ownerEmail ??
    (job.ownerIsGuest
      ? t({ id: "admin.jobs.guest", defaultMessage: "a guest" })
      : t({ id: "admin.jobs.deletedAccount", defaultMessage: "a deleted account" }));
  const tool = toolName(t, job.toolId);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{tool}</span>
          <Badge tone={job.status === "failed" ? "warning" : "default"}>
            {t(statusWords[job.status])}
          </Badge>
        </p>
        <p className="mt-1 break-words">{job.title}</p>
        <p className="mt-1 text-muted-fg">
          {t(
            {
              id: "admin.jobs.times",
              defaultMessage:
                "For {owner} · queued {queued}{started, select, none {} other { · started {started}}}{ended, select, none {} other { · ended {ended}}}",
            },
            {
              owner,
              queued: whenIn(i18n, job.createdAt),
              started: job.startedAt ? whenIn(i18n, job.startedAt) : "none",
              ended: job.finishedAt ? whenIn(i18n, job.finishedAt) : "none",
            },
          )}
        </p>
        {job.stage && (
          <p className="mt-1 text-muted-fg">
            {job.progress === null
              ? job.stage
              : t(
                  { id: "admin.jobs.stage", defaultMessage: "{stage} ({progress, number}%)" },
                  { stage: job.stage, progress: job.progress },
                )}
          </p>
        )}
        {job.error && <p className="mt-1 text-destructive">{job.error}</p>}
      </div>
      {job.status === "failed" ? (
        <Button
          variant="outline"
          size="sm"
          className="shrink-0"
          aria-label={t(
            { id: "admin.jobs.retryWhich", defaultMessage: "Retry {tool} job for {owner}" },
            { tool, owner },
          )}
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(job.id, {
              onSuccess: () =>
                toast({
                  title: t({ id: "admin.jobs.retrying", defaultMessage: "Retrying" }),
                  description: t({
                    id: "admin.jobs.retryingText",
                    defaultMessage: "The job is queued again.",
                  }),
                }),
              onError: failedIn(
                i18n,
                t({ id: "admin.jobs.notRetried", defaultMessage: "Not retried" }),
              ),
            })
          }
        >
          {t({ id: "admin.jobs.retry", defaultMessage: "Retry" })}
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="shrink-0 text-destructive"
          aria-label={t(
            { id: "admin.jobs.cancelWhich", defaultMessage: "Cancel {tool} job for {owner}" },
            { tool, owner },
          )}
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(job.id, {
              onSuccess: () =>
                toast({
                  title: t(statusWords.cancelled),
                  description: t({
                    id: "admin.jobs.cancelledText",
                    defaultMessage: "The job is stopped.",
                  }),
                }),
              onError: failedIn(
                i18n,
                t({ id: "admin.jobs.notCancelled", defaultMessage: "Not cancelled" }),
              ),
            })
          }
        >
          {t({ id: "app.action.cancel", defaultMessage: "Cancel" })}
        </Button>
      )}
    </li>
  );
}

/** Jobs: what waits or runs now (looked at again every 5 s), and what failed, with retry. */
export function JobsSection() {
  const { t } = useT();
  const [filter, setFilter] = useState<JobQueueFilter>("active");
  const [offset, setOffset] = useState(0);
  const jobs = useAdminJobs(filter, offset);
  return (
    <>
      <FilterTabs
        label={t({ id: "admin.jobs.which", defaultMessage: "Which jobs" })}
        name="job-filter"
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setOffset(0);
        }}
        options={[
          {
            value: "active",
            label: t({ id: "admin.jobs.active", defaultMessage: "Waiting and running" }),
          },
          { value: "failed", label: t(statusWords.failed) },
        ]}
      />
      <PagedList
        query={jobs}
        items={(data) => data.jobs}
        renderItem={(job) => <JobRow key={job.id} job={job} />}
        label={t({ id: "admin.section.jobs", defaultMessage: "Jobs" })}
        loading={t({ id: "admin.jobs.loading", defaultMessage: "Loading jobs..." })}
        empty={
          filter === "active"
            ? t({ id: "admin.jobs.noneActive", defaultMessage: "No job is waiting or running." })
            : t({ id: "admin.jobs.noneFailed", defaultMessage: "No job has failed." })
        }
        pages={t({ id: "admin.jobs.pages", defaultMessage: "Pages of jobs" })}
        onPage={setOffset}
      />
    </>
  );
}
