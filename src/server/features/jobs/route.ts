import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { type AppEnv, requireSession } from "@/server/features/auth/session";
import type { Db } from "@/server/platform/db/client";
import { AppError } from "@/server/platform/http/errors";
import { validate, validId } from "@/server/platform/http/validate";
import { msg } from "@/server/platform/i18n/server-messages";
import { isFinished, type JobListResponse, type JobView } from "@/shared/jobs";
import { toolIdSchema } from "@/shared/tools/registry";
import { jobStore } from "./job-store";
import type { Jobs } from "./jobs";

const notFound = () =>
  new AppError(
    "not_found",
    msg({ id: "errors.jobs.notFound", defaultMessage: "This job does not exist or is not yours." }),
  );

/** How often a progress stream looks at the database for changes made by another instance. */
const pollMs = 2000;
/** A comment line this often keeps proxies from closing a quiet stream. */
const keepAliveMs = 15_000;

/**
 * Jobs of the session's user: one job, its live progress (server-sent events), cancel, delete,
 * and a tool's past results. Another user's job ids answer 404 on every verb.
 */
export function jobRoutes({ db, jobs }: { db: Db; jobs: Jobs }) {
  return new Hono<AppEnv>()
    .get("/jobs", validate("query", z.object({ toolId: toolIdSchema })), async (c) => {
      const { user } = requireSession(c);
      const body: JobListResponse = {
        jobs: await jobStore(db, user.id).list(c.req.valid("query").toolId),
      };
      return c.json(body);
    })
    .get("/jobs/:id", validId(notFound), async (c) => {
      const { user } = requireSession(c);
      const view = await jobStore(db, user.id).view(c.req.valid("param").id);
      if (!view) throw notFound();
      const body: JobView = view;
      return c.json(body);
    })
    .get("/jobs/:id/events", validId(notFound), async (c) => {
      const { user } = requireSession(c);
      const { id } = c.req.valid("param");
      const store = jobStore(db, user.id);
      if (!(await store.get(id))) throw notFound();
      c.header("Cache-Control", "no-store");
      return streamSSE(c, async (stream) => {
        const stop = new AbortController();
        stream.onAbort(() => stop.abort());
        let last = "";
        let sentAt = Date.now();
        while (!stop.signal.aborted) {
          // Listening before reading, so a change made meanwhile is not missed.
          const changed = jobs.events.next(id, pollMs, stop.signal);
          const view = await store.view(id);
          if (!view) {
            await stream.writeSSE({ event: "deleted", data: JSON.stringify({ id }) });
            break;
          }
          const data = JSON.stringify(view);
          if (data !== last) {
            await stream.writeSSE({ event: "job", data });
            last = data;
            sentAt = Date.now();
          } else if (Date.now() - sentAt > keepAliveMs) {
            await stream.write(": keep-alive\n\n");
            sentAt = Date.now();
          }
          if (isFinished(view.status)) break;
          await changed;
        }
        stop.abort();
      });
    })
    .post("/jobs/:id/cancel", validId(notFound), async (c) => {
      const { user } = requireSession(c);
      const view = await jobs.cancel(user.id, c.req.valid("param").id);
      if (!view) throw notFound();
      const body: JobView = view;
      return c.json(body);
    })
    .delete("/jobs/:id", validId(notFound), async (c) => {
      const { user } = requireSession(c);
      if (!(await jobs.remove(user.id, c.req.valid("param").id))) throw notFound();
      return c.body(null, 204);
    });
}
