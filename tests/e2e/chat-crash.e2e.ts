import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConversationListResponse, ConversationResponse, StoredMessage } from "@/shared/chat";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server";
import { type RunningServer, startServer } from "./support/server";
import { linkIn, startSmtpSink } from "./support/smtp-sink";

const tokens = Array.from({ length: 60 }, (_, index) => `word${index} `);
const fullAnswer = tokens.join("");

let server: RunningServer;
let fake: FakeOpenAI;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  // A long, slow answer: the server is killed while it is still streaming.
  fake = await startFakeOpenAI({ tokens, delayMs: 100 });
  smtp = await startSmtpSink();
  server = await startServer({
    env: { SMTP_URL: smtp.url, OPENAI_API_KEY: "test", OPENAI_BASE_URL: `${fake.url}/v1` },
  });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
  await fake?.close();
});

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

/** A verified account (sign-up, the mailed link, sign-in), as its session cookie. */
async function signedIn(): Promise<string> {
  const email = `crash-${crypto.randomUUID()}@example.com`;
  const password = "correct-horse-42";
  const headers = { "content-type": "application/json", origin: server.url };
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name: "Ada Lovelace", email, password }),
  });
  expect(signUp.ok).toBe(true);
  const mail = await smtp.waitFor(email, /confirm/i);
  const token = new URL(linkIn(mail, `${server.url}/confirm?token=`)).searchParams.get("token");
  const verified = await fetch(`${server.url}/api/auth/confirm-email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ token }),
  });
  expect(verified.status).toBe(200);
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  });
  expect(signIn.ok).toBe(true);
  return cookieOf(signIn);
}

/** The conversation's saved messages; null while it does not exist (404). */
async function savedMessages(cookie: string, conversationId: string) {
  const response = await fetch(`${server.url}/api/conversations/${conversationId}`, {
    headers: { cookie },
  });
  if (response.status === 404) return null;
  expect(response.status).toBe(200);
  return ((await response.json()) as ConversationResponse).messages;
}

async function storedMessages(cookie: string, conversationId: string) {
  const messages = await savedMessages(cookie, conversationId);
  expect(messages).not.toBeNull();
  return messages ?? [];
}

const textOf = (message: StoredMessage | undefined) =>
  (message?.parts ?? []).map((part) => (part.type === "text" ? part.text : "")).join("");

describe("a chat answer whose server is killed mid-stream (SIGKILL)", () => {
  it("keeps the question and the answer's text so far, marked interrupted, after a restart", async () => {
    const cookie = await signedIn();
    const conversationId = crypto.randomUUID();
    const response = await fetch(`${server.url}/api/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, cookie },
      body: JSON.stringify({
        id: conversationId,
        trigger: "submit-message",
        toolId: "multi-chat",
        model: "gpt-4o",
        messages: [
          {
            id: crypto.randomUUID(),
            role: "user",
            parts: [{ type: "text", text: "Count slowly, please." }],
          },
        ],
      }),
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let streamed = "";
    const readSome = async () => {
      const { value } = await reader.read();
      streamed += decoder.decode(value, { stream: true });
    };

    // The answer streams, and the server has saved part of it while it does (the
    // conversation itself is created alongside the first token, so it may not be there yet).
    let saved = "";
    while (saved === "") {
      await readSome();
      saved = textOf((await savedMessages(cookie, conversationId))?.[1]);
    }
    expect(streamed).toContain('"type":"text-delta"');

    await server.crash();
    await reader.cancel().catch(() => undefined);
    await server.restart();

    // The same session still works after the restart; nothing said before the kill is lost.
    const [question, answer, ...rest] = await storedMessages(cookie, conversationId);
    expect(rest).toEqual([]);
    expect(question?.role).toBe("user");
    expect(textOf(question)).toBe("Count slowly, please.");
    expect(answer?.role).toBe("assistant");
    expect(answer?.metadata.status).toBe("interrupted");
    expect(answer?.metadata.modelId).toBeTruthy();
    const kept = textOf(answer);
    expect(kept.length).toBeGreaterThanOrEqual(saved.length);
    expect(kept.length).toBeLessThan(fullAnswer.length);
    expect(fullAnswer.startsWith(kept)).toBe(true);

    // The conversation is listed for its owner.
    const list = await fetch(`${server.url}/api/conversations`, { headers: { cookie } });
    const { conversations } = (await list.json()) as ConversationListResponse;
    expect(conversations.map((summary) => summary.id)).toContain(conversationId);
  });
});
