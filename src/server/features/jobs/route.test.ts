import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngImage } from "#tests/fakes/images";
import { userIdOf } from "#tests/support/account-fixtures";
import { followJob } from "#tests/support/job-stream";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { job } from "@/server/platform/db/schema/media";
import type { JobView } from "@/shared/jobs";
import { JobFailure } from "./job-failure";
import { openJobQueue } from "./job-queue";
import { recoverLostJobs } from "./job-recovery";
import type { JobHandler } from "./job-runner";

/** Jobs a test lets finish by hand: `release(title)` ends the one with that title. */
const gates = new Map<string, () => void>();
const started = new Map<string, () => void>();
const startedRuns: string[] = [];
/** Handlers running at this moment, and the most there ever were at once. */
let active = 0;
let mostActive = 0;
const whenStarted = (title: string) =>
  new Promise<void>((resolve) => {
    if (startedRuns.includes(title)) resolve();
    else started.set(title, resolve);
  });

type TestInput = { mode: "image" | "fail" | "gate"; title: string };

const testHandler: JobHandler = async (context) => {
  active++;
  mostActive = Math.max(mostActive, active);
  try {
    return await runTestJob(context);
  } finally {
    active--;
  }
};

const runTestJob: JobHandler = async ({ input, signal, progress, saveFile }) => {
  const { mode, title } = input as TestInput;
  await progress({ percent: 10, stage: "Drawing", estimatedSeconds: 20 });
  startedRuns.push(title);
  started.get(title)?.();
  if (mode === "fail") throw new JobFailure("The provider refused this prompt.");
  if (mode === "gate") {
    await new Promise<void>((resolve, reject) => {
      gates.set(title, resolve);
      signal.addEventListener("abort", () => reject(signal.reason), { once: true });
    });
  }
  const file = await saveFile({
    name: `${title}.png`,
    body: await pngImage(8, 8),
    kinds: ["image"],
  });
  await progress({ percent: 90, stage: "Saving" });
  return { images: [{ fileId: file.id }] };
};

let t: TestApp;
let alice: string;
let aliceId: string;
let bob: string;

beforeAll(async () => {
  t = await createTestApp(
    // TRUST_PROXY: the accounts of the places test sign in from addresses of their own.
    {
      JOB_CONCURRENCY: "3",
      JOB_CONCURRENCY_PER_USER: "1",
      JOB_STALL_SECONDS: "30",
      TRUST_PROXY: "true",
    },
    { jobHandlers: { "image-generator": testHandler } },
  );
  alice = await t.signUp("alice-jobs@example.com");
  aliceId = await userIdOf(t, alice);
  bob = await t.signUp("bob-jobs@example.com");
});
afterAll(() => t.close());

const enqueue = (mode: TestInput["mode"], title: string, userId = aliceId) =>
  t.jobs.enqueue({ userId, toolId: "image-generator", input: { mode, title }, title });

const release = async (title: string) => {
  await whenStarted(title);
  gates.get(title)?.();
};

describe("a job's life, as its owner sees it", () => {
  it("streams progress with stage and estimate, then the result with its stored file", async () => {
    const queued = await enqueue("image", "red fox");
    expect(queued.status).toBe("queued");
    const { view, seen } = await followJob(t, alice, queued.id);
    expect(view.status).toBe("succeeded");
    expect(seen.some((event) => event.stage === "Drawing" && event.estimatedSeconds === 20)).toBe(
      true,
    );
    expect(view.progress).toBe(100);
    expect(view.files).toHaveLength(1);
    const file = view.files[0]!;
    expect(view.result).toEqual({ images: [{ fileId: file.id }] });
    const served = await t.request(file.url, { cookie: alice });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");

    const again = await t.request(`/api/jobs/${queued.id}`, { cookie: alice });
    expect(((await again.json()) as JobView).status).toBe("succeeded");
  });

  it("ends a failed job with the reason, and keeps none of its files", async () => {
    const queued = await enqueue("fail", "refused");
    const { view } = await followJob(t, alice, queued.id);
    expect(view).toMatchObject({ status: "failed", error: "The provider refused this prompt." });
    expect(view.files).toEqual([]);
  });

  it("cancels a running job: the handler's signal aborts and the job shows cancelled", async () => {
    const queued = await enqueue("gate", "never finishes");
    await whenStarted("never finishes");
    const cancelled = await t.request(`/api/jobs/${queued.id}/cancel`, {
      method: "POST",
      cookie: alice,
    });
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as JobView).status).toBe("cancelled");
    const { view } = await followJob(t, alice, queued.id);
    expect(view.status).toBe("cancelled");
    // Releasing it now changes nothing: the cancel won.
    gates.get("never finishes")?.();
    const after = (await (
      await t.request(`/api/jobs/${queued.id}`, { cookie: alice })
    ).json()) as JobView;
    expect(after.status).toBe("cancelled");
  });

  it("runs one job per user at a time here (JOB_CONCURRENCY_PER_USER=1); the next waits queued", async () => {
    const first = await enqueue("gate", "first in line");
    const second = await enqueue("gate", "second in line");
    await whenStarted("first in line");
    const waiting = (await (
      await t.request(`/api/jobs/${second.id}`, { cookie: alice })
    ).json()) as JobView;
    expect(waiting.status).toBe("queued");
    expect(startedRuns).not.toContain("second in line");
    await release("first in line");
    expect((await followJob(t, alice, first.id)).view.status).toBe("succeeded");
    await release("second in line");
    expect((await followJob(t, alice, second.id)).view.status).toBe("succeeded");
  });

  it("runs at most JOB_CONCURRENCY=3 jobs at once here; the others start as places come free", async () => {
    const cookies = [];
    for (const [index, name] of ["carol", "dave", "erin", "frank", "grace"].entries())
      cookies.push(
        await t.signUp(`${name}-jobs@example.com`, undefined, name, `192.0.2.${index + 1}`),
      );
    mostActive = 0;
    const queued = [];
    for (const [index, cookie] of cookies.entries()) {
      const title = `place ${index + 1}`;
      queued.push({
        cookie,
        title,
        id: (await enqueue("gate", title, await userIdOf(t, cookie))).id,
      });
    }
    await Promise.all(queued.slice(0, 3).map((entry) => whenStarted(entry.title)));
    expect(startedRuns).not.toContain("place 4");
    expect(startedRuns).not.toContain("place 5");
    for (const entry of queued) {
      await release(entry.title);
      expect((await followJob(t, entry.cookie, entry.id)).view.status).toBe("succeeded");
    }
    expect(mostActive).toBe(3);
  });

  it("lists a tool's past results newest first, and deleting one removes its file", async () => {
    const done = await enqueue("image", "history entry");
    const { view } = await followJob(t, alice, done.id);
    const list = await t.request("/api/jobs?toolId=image-generator", { cookie: alice });
    const { jobs } = (await list.json()) as { jobs: JobView[] };
    expect(jobs[0]).toMatchObject({ id: done.id, title: "history entry", status: "succeeded" });
    expect(jobs.map((entry) => entry.title)).toContain("red fox");

    const fileUrl = view.files[0]!.url;
    expect(
      (await t.request(`/api/jobs/${done.id}`, { method: "DELETE", cookie: alice })).status,
    ).toBe(204);
    expect((await t.request(fileUrl, { cookie: alice })).status).toBe(404);
    expect((await t.request(`/api/jobs/${done.id}`, { cookie: alice })).status).toBe(404);
  });
});

describe("another account's job", () => {
  it("answers 404 on every verb, and changes nothing", async () => {
    const queued = await enqueue("image", "alice's secret");
    const { view } = await followJob(t, alice, queued.id);
    const fileUrl = view.files[0]!.url;
    const attempts = [
      t.request(`/api/jobs/${queued.id}`, { cookie: bob }),
      t.request(`/api/jobs/${queued.id}/events`, { cookie: bob }),
      t.request(`/api/jobs/${queued.id}/cancel`, { method: "POST", cookie: bob }),
      t.request(`/api/jobs/${queued.id}`, { method: "DELETE", cookie: bob }),
      t.request(fileUrl, { cookie: bob }),
      t.request(fileUrl, { method: "DELETE", cookie: bob }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("not_found");
    }
    const bobsList = await t.request("/api/jobs?toolId=image-generator", { cookie: bob });
    expect(((await bobsList.json()) as { jobs: JobView[] }).jobs).toEqual([]);
    expect((await t.request(fileUrl, { cookie: alice })).status).toBe(200);
  });

  it("answers 401 without a session and 404 for an id that names nothing", async () => {
    expect((await t.request("/api/jobs/some-id")).status).toBe(401);
    expect((await t.request("/api/jobs/not%20an%20id", { cookie: alice })).status).toBe(404);
  });
});

describe("a job lost with its server", () => {
  /** Makes a job look as a killed server leaves it: running, its heartbeat long stopped. */
  const orphan = async (jobId: string, attempt: number) => {
    await t.db
      .update(job)
      .set({ status: "running", attempt, heartbeatAt: sql`now() - interval '10 minutes'` })
      .where(eq(job.id, jobId));
  };

  it("is resumed once, then failed with a reason the second time", async () => {
    // What another instance's recovery does: its own queue handle on the same database.
    const queue = await openJobQueue({
      executeSql: t.database.executeSql,
      schema: t.database.queueSchema,
      logger: pino({ level: "silent" }),
    });
    const recover = () =>
      recoverLostJobs({ db: t.db, queue, storage: t.storage, meter: t.meter }, 30);
    const bobId = await userIdOf(t, bob);
    const lost = await enqueue("gate", "lost once", bobId);
    await whenStarted("lost once");
    await orphan(lost.id, 1);
    const { resumed } = await recover();
    expect(resumed).toContain(lost.id);
    const back = (await (
      await t.request(`/api/jobs/${lost.id}`, { cookie: bob })
    ).json()) as JobView;
    expect(back.status).not.toBe("failed");

    await orphan(lost.id, 2);
    const { failed } = await recover();
    expect(failed).toContain(lost.id);
    const { view } = await followJob(t, bob, lost.id);
    expect(view.status).toBe("failed");
    expect(view.error).toMatch(/server stopped/);
    await queue.stop();
  });
});
