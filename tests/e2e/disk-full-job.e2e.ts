import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobAccepted, JobView, MediaFileView } from "@/shared/jobs";
import { clipBytes } from "../support/video-clips";
import { type RunningServer, startServer } from "./support/server";
import { signedIn } from "./support/signed-in";
import { startSmtpSink } from "./support/smtp-sink";
import { mountsTmpfs, smallDisk } from "./support/tmpfs";

// A full disk for real while ffmpeg writes a job's output: the server's temporary folder (where
// ffmpeg works, TMPDIR) on a small tmpfs. Mounting needs root and the right to mount, as in the
// project's CI container; elsewhere the test is skipped.
const canMount = mountsTmpfs();

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let server: RunningServer;
let disk: ReturnType<typeof smallDisk> | undefined;

beforeAll(async () => {
  if (!canMount) return;
  disk = smallDisk("8m");
  smtp = await startSmtpSink();
  server = await startServer({
    env: {
      SMTP_URL: smtp.url,
      TMPDIR: disk.dir,
      // Counted, so a charge shows.
      PLAN_ALLOWANCES: JSON.stringify({ free: { video: 100, transcription: 100 } }),
    },
  });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
  disk?.remove();
});

/** What the account has used of each allowance. */
async function used(cookie: string) {
  const response = await fetch(`${server.url}/api/account/usage`, { headers: { cookie } });
  const { meters } = (await response.json()) as { meters: { kind: string; used: number }[] };
  return Object.fromEntries(meters.map((meter) => [meter.kind, meter.used]));
}

async function finished(cookie: string, jobId: string): Promise<JobView> {
  for (;;) {
    const response = await fetch(`${server.url}/api/jobs/${jobId}`, { headers: { cookie } });
    const view = (await response.json()) as JobView;
    if (["succeeded", "failed", "cancelled"].includes(view.status)) return view;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const edit = (cookie: string, videoUrl: string) =>
  fetch(`${server.url}/api/video-editor-ai`, {
    method: "POST",
    headers: {
      cookie,
      origin: server.url,
      "content-type": "application/json",
      prefer: "respond-async",
    },
    body: JSON.stringify({
      videoUrl,
      actions: ["Color Correction"],
      instructions: "Warmer colours",
    }),
  });

describe.skipIf(!canMount)("the disk full while ffmpeg writes a job's output", () => {
  it("fails the job with a clear reason, leaves no partial file, charges nothing, and edits the next", async () => {
    const cookie = await signedIn(server, smtp);
    const clip = await clipBytes({
      scenes: [
        { seconds: 2, picture: "pattern", loudness: 0.3 },
        { seconds: 2, picture: "red", loudness: 0.6 },
      ],
    });
    const uploaded = await fetch(`${server.url}/api/video-editor-ai/uploads?name=clip.mp4`, {
      method: "POST",
      headers: { cookie, origin: server.url },
      body: new Uint8Array(clip),
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as MediaFileView;
    const filesDir = path.join(server.dataDir, "files");
    const storedBefore = fs.readdirSync(filesDir);

    // Room for the job's copy of the clip and a little more, not for ffmpeg's output.
    const filler = path.join(disk!.dir, "filler");
    const room = clip.byteLength + 64 * 1024;
    fs.writeFileSync(filler, Buffer.alloc(Math.floor((disk!.free() - room) / 4096) * 4096));

    const usedBefore = await used(cookie);
    const accepted = await edit(cookie, url);
    expect(accepted.status).toBe(202);
    const { jobId } = (await accepted.json()) as JobAccepted;
    const job = await finished(cookie, jobId);
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(/ran out of disk space while writing this job's result/);
    expect(job.error).not.toMatch(/Something went wrong|ffmpeg/);
    expect(job.files).toEqual([]);
    // Nothing charged: the editor charges only the transcription of subtitles, which were not
    // asked for; any charge a failed job made is refunded with its failure (job-failure.ts).
    expect(await used(cookie)).toEqual(usedBefore);
    // Nothing half-written: not in the data folder, not in the temporary folder.
    expect(fs.readdirSync(filesDir).sort()).toEqual(storedBefore.sort());
    expect(fs.readdirSync(disk!.dir)).toEqual(["filler"]);

    // With room again, the same edit goes through.
    fs.rmSync(filler);
    const again = await edit(cookie, url);
    const next = await finished(cookie, ((await again.json()) as JobAccepted).jobId);
    expect(next.status).toBe("succeeded");
    expect(next.files).toHaveLength(1);
  });
});
