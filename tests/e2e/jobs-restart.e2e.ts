import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobAccepted, JobView } from "@/shared/jobs";
import { type FakeImageProviders, startFakeImageProviders } from "../fakes/image-providers";
import { type RunningServer, startServer } from "./support/server";

let fake: FakeImageProviders;
let server: RunningServer;

beforeAll(async () => {
  fake = await startFakeImageProviders();
  // On the bundled PostgreSQL a run counts as lost once its heartbeat is this stale.
  server = await startServer({
    env: { ...fake.env(), AI_MAX_RETRIES: "0", JOB_STALL_SECONDS: "4" },
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

async function guestCookie() {
  const response = await fetch(`${server.url}/api/auth/sign-in/anonymous`, {
    method: "POST",
    headers: { origin: server.url, "content-type": "application/json" },
    body: "{}",
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function jobOf(cookie: string, jobId: string): Promise<JobView> {
  const response = await fetch(`${server.url}/api/jobs/${jobId}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as JobView;
}

/** Polls until the job has finished (a real server in another process: no events to follow here). */
async function finished(cookie: string, jobId: string): Promise<JobView> {
  for (;;) {
    const view = await jobOf(cookie, jobId);
    if (["succeeded", "failed", "cancelled"].includes(view.status)) return view;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("a job whose server is killed mid-run", () => {
  it("is resumed after a restart and finishes; none is left running forever", async () => {
    const cookie = await guestCookie();
    fake.behaviour.hold = true;
    const response = await fetch(`${server.url}/api/image-generation`, {
      method: "POST",
      headers: {
        cookie,
        origin: server.url,
        "content-type": "application/json",
        prefer: "respond-async",
      },
      body: JSON.stringify({ model: "gpt-image-1", prompt: "a lighthouse in a storm", count: 2 }),
    });
    expect(response.status).toBe(202);
    const { jobId } = (await response.json()) as JobAccepted;
    // The provider has the request: the job is running inside the server.
    while (fake.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await jobOf(cookie, jobId)).status).toBe("running");

    await server.crash();
    fake.behaviour.hold = false;
    fake.release();
    await server.restart();

    const view = await finished(cookie, jobId);
    expect(view.status).toBe("succeeded");
    expect(view.files).toHaveLength(2);
    // The provider was asked again by the resumed run.
    expect(fake.requests.length).toBe(2);
    expect(server.logs()).toMatch(/recovered jobs lost with a stopped server/);
  });

  it("fails visibly with a reason when it is lost a second time", async () => {
    const cookie = await guestCookie();
    fake.requests.length = 0;
    fake.behaviour.hold = true;
    const response = await fetch(`${server.url}/api/image-generation`, {
      method: "POST",
      headers: {
        cookie,
        origin: server.url,
        "content-type": "application/json",
        prefer: "respond-async",
      },
      body: JSON.stringify({ model: "dall-e-3", prompt: "a fox in the snow" }),
    });
    const { jobId } = (await response.json()) as JobAccepted;
    for (const run of [1, 2]) {
      while (fake.requests.length < run) await new Promise((resolve) => setTimeout(resolve, 50));
      await server.crash();
      await server.restart();
    }
    const view = await finished(cookie, jobId);
    fake.behaviour.hold = false;
    fake.release();
    expect(view.status).toBe("failed");
    expect(view.error).toBe(
      "The server stopped while this job was running, and again when it was resumed. Please try again.",
    );
  });
});
