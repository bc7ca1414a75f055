import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeImageProviders, startFakeImageProviders } from "#tests/fakes/image-providers";
import { pngImage } from "#tests/fakes/images";
import { startUnreachableS3 } from "#tests/fakes/s3-server";
import { followJob } from "#tests/support/job-stream";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import type { JobAccepted } from "@/shared/jobs";
import type { UsageResponse } from "@/shared/plans";
import { createS3FileStorage } from "./platform/storage/s3-file-storage";

let s3: Awaited<ReturnType<typeof startUnreachableS3>>;
let images: FakeImageProviders;
const apps: Record<"closed" | "dropping", TestApp | undefined> = {
  closed: undefined,
  dropping: undefined,
};

beforeAll(async () => {
  s3 = await startUnreachableS3();
  images = await startFakeImageProviders();
  for (const outage of ["closed", "dropping"] as const) {
    apps[outage] = await createTestApp(
      {
        ...images.env(),
        AI_MAX_RETRIES: "0",
        // Counted, so a refund shows as the count going back.
        PLAN_ALLOWANCES: JSON.stringify({ free: { image: 100 } }),
      },
      { storage: createS3FileStorage(s3[outage]) },
    );
  }
});
afterAll(async () => {
  await apps.closed?.close();
  await apps.dropping?.close();
  await images.close();
  await s3.close();
});

const usage = async (t: TestApp, cookie: string) =>
  (await (await t.request("/api/account/usage", { cookie })).json()) as UsageResponse;

describe.each(["closed", "dropping"] as const)("S3 unreachable (%s)", (outage) => {
  it("answers an upload 503 with the reason, and records and charges nothing", async () => {
    const t = apps[outage]!;
    const cookie = await t.signUp(`upload-${outage}@example.com`);
    const response = await t.request("/api/files?name=photo.png", {
      method: "POST",
      body: new Uint8Array(await pngImage(8, 8)),
      cookie,
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.message).toBe(
      "The server's file storage cannot be reached just now, so nothing was saved or charged. Please try again in a few minutes.",
    );
    const listed = await (await t.request("/api/files", { cookie })).json();
    expect(JSON.stringify(listed)).not.toContain("photo.png");
    expect((await usage(t, cookie)).storageBytes).toBe(0);
  });

  it("fails a job whose result cannot be stored with that reason, and refunds it", async () => {
    const t = apps[outage]!;
    const cookie = await t.signUp(`job-${outage}@example.com`);
    const used = async () =>
      (await usage(t, cookie)).meters.find((meter) => meter.kind === "image")?.used;
    const before = await used();
    const accepted = await t.request("/api/image-generation", {
      method: "POST",
      json: { model: "gemini-3.1-flash-image", prompt: "a lighthouse", count: 1 },
      cookie,
      headers: { prefer: "respond-async" },
    });
    expect(accepted.status).toBe(202);
    const { jobId } = (await accepted.json()) as JobAccepted;
    const { view } = await followJob(t, cookie, jobId);
    expect(view.status).toBe("failed");
    expect(view.error).toMatch(/file storage cannot be reached/);
    expect(view.files).toEqual([]);
    expect(await used()).toBe(before);
  });
});
