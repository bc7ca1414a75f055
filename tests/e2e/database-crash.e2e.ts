import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobAccepted, JobView } from "@/shared/jobs";
import { type FakeImageProviders, startFakeImageProviders } from "../fakes/image-providers";
import { chatBody, readUIStream, streamedText } from "../fakes/ui-stream";
import { openServerDatabase } from "./support/data-dir";
import { type RunningServer, startServer } from "./support/server";
import { signedIn } from "./support/signed-in";
import { startSmtpSink } from "./support/smtp-sink";

/**
 * An OpenAI-compatible chat provider: a question saying "hold" gets two tokens, then the rest
 * only once the test calls `release()`; any other question its whole answer at once.
 */
async function startHoldingProvider() {
  const waiting: (() => void)[] = [];
  const server = http.createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    if (req.method === "GET") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ object: "list", data: [{ id: "gpt-4o", object: "model" }] }));
      return;
    }
    const question = JSON.stringify(JSON.parse(body || "{}").messages ?? []);
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const chunk = (content: string, finish: string | null = null) =>
      `data: ${JSON.stringify({
        id: "chatcmpl-hold",
        object: "chat.completion.chunk",
        created: 1,
        model: "gpt-4o",
        choices: [{ index: 0, delta: { content }, finish_reason: finish }],
      })}\n\n`;
    res.write(chunk("Half "));
    res.write(chunk("an answer "));
    if (question.includes("hold")) await new Promise<void>((resolve) => waiting.push(resolve));
    res.write(chunk("and the rest.", "stop"));
    res.end("data: [DONE]\n\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    release: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The processes whose parent is `pid`, from /proc. */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 100));

let chat: Awaited<ReturnType<typeof startHoldingProvider>>;
let images: FakeImageProviders;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let server: RunningServer;

beforeAll(async () => {
  chat = await startHoldingProvider();
  images = await startFakeImageProviders();
  smtp = await startSmtpSink();
  server = await startServer({
    env: {
      ...images.env(),
      SMTP_URL: smtp.url,
      OPENAI_API_KEY: "test",
      OPENAI_BASE_URL: `${chat.url}/v1`,
      AI_MAX_RETRIES: "0",
      // Counted (not unlimited), so each charge leaves a row.
      PLAN_ALLOWANCES: JSON.stringify({ free: { chat: 1000, image: 1000 } }),
    },
  });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
  await images?.close();
  await chat?.close();
});

const ask = (cookie: string, conversationId: string, text: string) =>
  fetch(`${server.url}/api/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, cookie },
    body: JSON.stringify(chatBody(conversationId, text)),
  });

async function finished(cookie: string, jobId: string): Promise<JobView> {
  for (;;) {
    const response = await fetch(`${server.url}/api/jobs/${jobId}`, { headers: { cookie } });
    const view = (await response.json()) as JobView;
    if (["succeeded", "failed", "cancelled"].includes(view.status)) return view;
    await pause();
  }
}

describe("the embedded PostgreSQL killed (SIGKILL) while a chat streams and a job runs", () => {
  // Not retried: a second run on the same server would count the first run's rows too.
  it("reports unhealthy, restarts it, and neither loses nor doubles a message, a charge or a job", {
    retry: 0,
  }, async () => {
    const cookie = await signedIn(server, smtp);
    // A committed exchange from before.
    const before = crypto.randomUUID();
    expect(streamedText(await readUIStream(await ask(cookie, before, "Hello")))).toBe(
      "Half an answer and the rest.",
    );

    // A chat answer streaming (its provider holds after two tokens) and a job running (its
    // provider holds the picture).
    const during = crypto.randomUUID();
    const streaming = await ask(cookie, during, "Please hold on");
    expect(streaming.status).toBe(200);
    const answer = readUIStream(streaming);
    images.behaviour.hold = true;
    const accepted = await fetch(`${server.url}/api/image-generation`, {
      method: "POST",
      headers: {
        cookie,
        origin: server.url,
        "content-type": "application/json",
        prefer: "respond-async",
      },
      body: JSON.stringify({ model: "gemini-3.1-flash-image", prompt: "a lighthouse", count: 1 }),
    });
    expect(accepted.status).toBe(202);
    const { jobId } = (await accepted.json()) as JobAccepted;
    while (images.requests.length === 0) await pause();

    // Its processes are paused before the server is killed: they keep its shared memory, so
    // PostgreSQL cannot start again until they go, and the outage lasts until the test says.
    const postmaster = Number(
      fs.readFileSync(path.join(server.dataDir, "postgres/postmaster.pid"), "utf8").split("\n")[0],
    );
    const backends = childrenOf(postmaster);
    expect(backends.length).toBeGreaterThan(0);
    for (const pid of backends) process.kill(pid, "SIGSTOP");
    process.kill(postmaster, "SIGKILL");
    while (isRunning(postmaster)) await pause();

    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: "unavailable", database: "restarting" });
    // A request meanwhile is told so (answered once the old processes have gone).
    const meanwhile = fetch(`${server.url}/api/conversations`, { headers: { cookie } });

    for (const pid of backends) process.kill(pid, "SIGCONT");
    const refused = await meanwhile;
    expect(refused.status).toBe(503);
    const { error } = (await refused.json()) as { error: { message: string } };
    expect(error.message).toMatch(/database is restarting/);
    while ((await fetch(`${server.url}/api/health`)).status !== 200) await pause();
    expect(server.logs()).toMatch(/The embedded PostgreSQL stopped unexpectedly \(SIGKILL\)/);
    expect(server.logs()).toMatch(/The embedded PostgreSQL is running again/);

    // The providers answer: the chat and the job finish on the restarted database.
    chat.release();
    images.behaviour.hold = false;
    images.release();
    const chunks = await answer;
    expect(streamedText(chunks), JSON.stringify(chunks)).toBe("Half an answer and the rest.");
    const job = await finished(cookie, jobId);
    expect(job.status).toBe("succeeded");
    expect(job.files).toHaveLength(1);

    // What the database holds, read with the server stopped.
    await server.stop();
    const database = await openServerDatabase(server.dataDir);
    try {
      const rows = async (query: ReturnType<typeof sql>) =>
        ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
      const messages = await rows(
        sql`select conversation_id, role, content, status from message order by created_at`,
      );
      expect(messages).toEqual([
        { conversation_id: before, role: "user", content: "Hello", status: "complete" },
        expect.objectContaining({ conversation_id: before, role: "assistant", status: "complete" }),
        expect.objectContaining({ conversation_id: during, role: "user" }),
        {
          conversation_id: during,
          role: "assistant",
          content: "Half an answer and the rest.",
          status: "complete",
        },
      ]);
      const charges = await rows(
        sql`select kind, job_id, refunded_at from usage_charge order by created_at`,
      );
      expect(charges).toEqual([
        { kind: "chat", job_id: null, refunded_at: null },
        { kind: "chat", job_id: null, refunded_at: null },
        { kind: "image", job_id: jobId, refunded_at: null },
      ]);
      const jobs = await rows(sql`select id, status, attempt from job`);
      expect(jobs).toEqual([{ id: jobId, status: "succeeded", attempt: 1 }]);
      const files = await rows(sql`select job_id from media_file where job_id is not null`);
      expect(files).toEqual([{ job_id: jobId }]);
    } finally {
      await database.close();
    }
  });
});
