import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatBody, readUIStream, streamedError, streamedText } from "../fakes/ui-stream";
import { type RunningServer, startServer } from "./support/server";
import { signedIn } from "./support/signed-in";
import { startSmtpSink } from "./support/smtp-sink";

/**
 * An OpenAI-compatible provider that goes wrong mid-answer, by what the question says: "stall"
 * sends two tokens and then nothing, holding the connection open; "garbage" answers 200 with an
 * event stream whose data is not JSON; anything else answers properly.
 */
async function startBrokenProvider() {
  const held = new Set<http.ServerResponse>();
  const server = http.createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const question = JSON.stringify(JSON.parse(body || "{}").messages ?? []);
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const chunk = (content: string, finish: string | null = null) =>
      `data: ${JSON.stringify({
        id: "chatcmpl-fault",
        object: "chat.completion.chunk",
        created: 1,
        model: "gpt-4o",
        choices: [{ index: 0, delta: { content }, finish_reason: finish }],
      })}\n\n`;
    if (question.includes("garbage")) {
      res.end('data: <html><body>502 Bad Gateway</body></html>\n\ndata: {"choices": [\n\n');
      return;
    }
    res.write(chunk("Half "));
    res.write(chunk("an answer "));
    if (question.includes("stall")) {
      held.add(res);
      return; // never another byte, never the end
    }
    res.write(chunk("and the rest.", "stop"));
    res.end("data: [DONE]\n\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.close(() => resolve());
      }),
  };
}

let provider: Awaited<ReturnType<typeof startBrokenProvider>>;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let server: RunningServer;

beforeAll(async () => {
  provider = await startBrokenProvider();
  smtp = await startSmtpSink();
  server = await startServer({
    env: {
      SMTP_URL: smtp.url,
      OPENAI_API_KEY: "test",
      OPENAI_BASE_URL: `${provider.url}/v1`,
      // A provider silent this long mid-answer has stalled (the default is 60 s).
      AI_TIMEOUT_MS: "1500",
      // Counted, and large enough: a refund shows as the count going back.
      PLAN_ALLOWANCES: JSON.stringify({ free: { chat: 1000 } }),
    },
  });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
  await provider?.close();
});

async function messagesUsed(cookie: string) {
  const response = await fetch(`${server.url}/api/account/usage`, { headers: { cookie } });
  const { meters } = (await response.json()) as { meters: { kind: string; used: number }[] };
  return meters.find((meter) => meter.kind === "chat")?.used;
}

async function ask(cookie: string, text: string) {
  const id = crypto.randomUUID();
  const response = await fetch(`${server.url}/api/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, cookie },
    body: JSON.stringify(chatBody(id, text)),
  });
  expect(response.status).toBe(200);
  const chunks = await readUIStream(response);
  const saved = await fetch(`${server.url}/api/conversations/${id}`, { headers: { cookie } });
  const { messages } = (await saved.json()) as {
    messages: { role: string; metadata: Record<string, unknown> }[];
  };
  return { chunks, answer: messages[1] };
}

describe("a provider that fails mid-answer, against a real server process", () => {
  it("ends a stalled answer with its reason, keeps what came, and refunds the chat message", async () => {
    const cookie = await signedIn(server, smtp);
    const used = await messagesUsed(cookie);
    const { chunks, answer } = await ask(cookie, "Please stall");
    expect(streamedText(chunks)).toBe("Half an answer ");
    expect(streamedError(chunks)).toBe("The AI provider took too long to answer (timeout).");
    expect(answer?.metadata).toMatchObject({ status: expect.stringMatching(/error|interrupted/) });
    expect(await messagesUsed(cookie)).toBe(used);
    // The server goes on answering.
    expect(streamedText((await ask(cookie, "Hello")).chunks)).toBe("Half an answer and the rest.");
    expect(await messagesUsed(cookie)).toBe((used ?? 0) + 1);
  });

  it("ends an answer of garbage with its reason and refunds the chat message", async () => {
    const cookie = await signedIn(server, smtp);
    const used = await messagesUsed(cookie);
    const { chunks, answer } = await ask(cookie, "Send garbage");
    const reason = streamedError(chunks);
    expect(reason).toBeTruthy();
    expect(reason).not.toMatch(/Something went wrong on our side|at .*\.[jt]s/);
    expect(answer?.metadata).toMatchObject({ status: "error", errorMessage: reason });
    expect(await messagesUsed(cookie)).toBe(used);
  });
});
