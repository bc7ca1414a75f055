import type { Context } from "hono";
import type { AppEnv } from "@/server/features/auth/session";
import { AppError } from "@/server/platform/http/errors";
import { msg } from "@/server/platform/i18n/server-messages";
import type { JobAccepted, JobView } from "@/shared/jobs";
import type { Jobs } from "./jobs";

/**
 * How a tool's route answers once its job is queued. With `Prefer: respond-async` (the
 * workbench), 202 and the job at once, to follow on /api/jobs/:id/events. Otherwise (an API
 * client using the spec's call) it waits for the job and answers `shape(result)`, or the
 * job's failure as an error.
 */
export async function answerJob<Result>(
  c: Context<AppEnv>,
  jobs: Jobs,
  queued: JobView,
  shape: (view: JobView) => Result,
  /** The tool's result fields as they stand while the job runs, sent with the 202. */
  pending?: () => Record<string, unknown>,
) {
  if (/respond-async/i.test(c.req.header("prefer") ?? "")) {
    const accepted: JobAccepted = { ...pending?.(), jobId: queued.id, job: queued };
    return c.json(accepted, 202);
  }
  const { user } = c.get("session") ?? {};
  if (!user)
    throw new AppError(
      "unauthorized",
      msg({
        id: "errors.signInOrGuest",
        defaultMessage: "Please sign in or continue as a guest first.",
      }),
    );
  const view = await jobs.finished(user.id, queued.id, c.req.raw.signal);
  if (view?.status === "succeeded") return c.json({ jobId: queued.id, ...shape(view) }, 200);
  throw new AppError(
    "provider_error",
    view?.error ??
      msg({
        id: "errors.jobs.cancelled",
        defaultMessage: "The job was cancelled before it finished.",
      }),
  );
}
