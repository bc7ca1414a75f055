import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userIdOf } from "#tests/support/account-fixtures";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import type { JobHandler } from "@/server/features/jobs/job-runner";
import type { AdminJob, AdminJobList, AuditLog } from "@/shared/admin";

/** Fails its first run with a provider's reason, then succeeds; or holds until cancelled. */
const runs = new Map<string, number>();
const pictureJob: JobHandler = async ({ input, signal }) => {
  const { title, hold } = input as { title: string; hold?: boolean };
  runs.set(title, (runs.get(title) ?? 0) + 1);
  if (hold) {
    await new Promise((_, reject) =>
      signal.addEventListener("abort", () => reject(new Error("cancelled")), { once: true }),
    );
  }
  if (runs.get(title) === 1) throw new Error("The provider was busy.");
  return { done: true };
};

let t: TestApp;
let admin: string;
let ownerId: string;
beforeAll(async () => {
  t = await createTestApp({}, { jobHandlers: { "image-generator": pictureJob } });
  admin = await t.signUp("admin@example.com");
  ownerId = await userIdOf(t, await t.signUp("painter@example.com"));
});
afterAll(() => t.close());

const queue = async (filter: "active" | "failed") =>
  (await (
    await t.request(`/api/admin/jobs?filter=${filter}`, { cookie: admin })
  ).json()) as AdminJobList;

const post = (path: string) => t.request(path, { method: "POST", cookie: admin });

const enqueue = (title: string, hold = false) =>
  t.jobs.enqueue({ userId: ownerId, toolId: "image-generator", input: { title, hold }, title });

describe("the job queue in the admin area", () => {
  it("lists a failed job with its owner and reason, and retries it from the start", async () => {
    const queued = await enqueue("a lighthouse");
    expect((await t.jobs.finished(ownerId, queued.id))?.status).toBe("failed");
    const [failed] = (await queue("failed")).jobs;
    expect(failed).toMatchObject({
      id: queued.id,
      toolId: "image-generator",
      ownerEmail: "painter@example.com",
      status: "failed",
      attempt: 1,
    });
    expect(failed?.error).toBeTruthy();

    const retried = await post(`/api/admin/jobs/${queued.id}/retry`);
    expect(retried.status).toBe(200);
    expect(((await retried.json()) as { job: AdminJob }).job.error).toBeNull();
    const done = await t.jobs.finished(ownerId, queued.id);
    expect(done?.status).toBe("succeeded");
    expect(runs.get("a lighthouse")).toBe(2);
    expect((await queue("failed")).total).toBe(0);

    // Only a failed job is retried.
    const again = await post(`/api/admin/jobs/${queued.id}/retry`);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe("Only a failed job can be retried.");
    const log = (await (await t.request("/api/admin/audit", { cookie: admin })).json()) as AuditLog;
    expect(log.entries[0]).toMatchObject({
      action: "job.retry",
      target: { type: "job", id: queued.id, label: "a lighthouse" },
    });
  });

  it("lists a running job and cancels it", async () => {
    const queued = await enqueue("a storm", true);
    await expect.poll(async () => (await queue("active")).jobs[0]?.status).toBe("running");
    const cancelled = await post(`/api/admin/jobs/${queued.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as { job: AdminJob }).job.status).toBe("cancelled");
    expect((await queue("active")).total).toBe(0);
    expect((await post(`/api/admin/jobs/${queued.id}/cancel`)).status).toBe(409);
    expect((await post("/api/admin/jobs/no-such-job/retry")).status).toBe(404);
  });
});
