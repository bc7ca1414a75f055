import crypto from "node:crypto";

/** How a fake queue behaves, set per test: slow, failing, or refusing. */
export type QueueBehaviour = {
  /** Status polls a job answers "still working" before it is done. */
  pollsUntilDone: number;
  /** Milliseconds every answer waits before it is sent. */
  delayMs: number;
  /** The job runs and ends in failure instead of a result. */
  failJobs: boolean;
  /** Answer the next N submissions with 429 (rate limited). */
  rateLimitSubmissions: number;
  /** A video answered in place of the one the model would make (a hostile one); fal only. */
  video?: Uint8Array;
};

export type FakeJob = {
  id: string;
  endpoint: string;
  input: Record<string, unknown>;
  polls: number;
  cancelled: boolean;
  failed: boolean;
  /** Fields the endpoint does not take (fal ignores them): a test expects none. */
  ignored?: string[];
  /** Replicate: the prediction passed its deadline before it ran. */
  aborted?: boolean;
};

/** The job store behind a fake provider's queue API. */
export function fakeQueue(initial: Partial<QueueBehaviour> = {}) {
  const behaviour: QueueBehaviour = {
    pollsUntilDone: 2,
    delayMs: 0,
    failJobs: false,
    rateLimitSubmissions: 0,
    ...initial,
  };
  const jobs = new Map<string, FakeJob>();
  return {
    behaviour,
    jobs,
    wait: () => new Promise((resolve) => setTimeout(resolve, behaviour.delayMs)),
    /** True when this submission is to be refused as rate limited. */
    refuseSubmission() {
      if (behaviour.rateLimitSubmissions <= 0) return false;
      behaviour.rateLimitSubmissions -= 1;
      return true;
    },
    submit(endpoint: string, input: Record<string, unknown>): FakeJob {
      const job = {
        id: crypto.randomUUID(),
        endpoint,
        input,
        polls: 0,
        cancelled: false,
        failed: behaviour.failJobs,
      };
      jobs.set(job.id, job);
      return job;
    },
    /** One status poll: how far the job is, 0 to 1. */
    poll(job: FakeJob): number {
      job.polls += 1;
      return Math.min(1, job.polls / Math.max(1, behaviour.pollsUntilDone + 1));
    },
    done: (job: FakeJob) => job.polls > behaviour.pollsUntilDone,
  };
}
