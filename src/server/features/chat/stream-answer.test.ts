import type { LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { simulateReadableStream } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { streamAnswer } from "./stream-answer";

const usage = {
  inputTokens: { total: 3, noCache: 3, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 2, text: 2, reasoning: 0 },
};

function modelStreaming(parts: LanguageModelV3StreamPart[], chunkDelayInMs?: number) {
  return new MockLanguageModelV3({
    doStream: async () => ({
      stream: simulateReadableStream({ chunks: parts, chunkDelayInMs }),
    }),
  });
}

const text = (delta: string): LanguageModelV3StreamPart => ({ type: "text-delta", id: "t", delta });
const answerOf = (model: MockLanguageModelV3, timeoutMs = 1000, callerSignal?: AbortSignal) =>
  streamAnswer({
    languageModel: model,
    system: "You are a test.",
    prompt: [{ role: "user", content: "hi" }],
    timeoutMs,
    maxRetries: 0,
    callerSignal,
  });

async function collect(answer: ReturnType<typeof streamAnswer>) {
  const text = await answer.text();
  return { text, outcome: answer.outcome(text) };
}

describe("streamAnswer", () => {
  it("completes a normal answer and passes the system prompt", async () => {
    const model = modelStreaming([
      { type: "text-start", id: "t" },
      text("Hi "),
      text("there"),
      { type: "text-end", id: "t" },
      { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage },
    ]);
    const { text: answer, outcome } = await collect(answerOf(model));
    expect(answer).toBe("Hi there");
    expect(outcome).toEqual({ status: "complete" });
    expect(model.doStreamCalls[0]?.prompt[0]).toMatchObject({ role: "system" });
  });

  it("turns a provider error part into a safe failure", async () => {
    const model = modelStreaming([
      { type: "text-start", id: "t" },
      text("Par"),
      { type: "error", error: new TypeError("terminated") },
    ]);
    const { outcome } = await collect(answerOf(model));
    expect(outcome.status).toBe("interrupted");
    expect(outcome.failure?.kind).toBe("cut");
  });

  it("times out when the provider goes quiet", async () => {
    const model = modelStreaming(
      [{ type: "text-start", id: "t" }, text("a"), text("b"), text("c")],
      300,
    );
    const { outcome } = await collect(answerOf(model, 100));
    expect(outcome.failure?.kind).toBe("timeout");
  });

  it("marks an answer the caller stopped as interrupted", async () => {
    const stop = new AbortController();
    const model = modelStreaming([{ type: "text-start", id: "t" }, text("a"), text("b")], 100);
    setTimeout(() => stop.abort(), 150);
    const { outcome } = await collect(answerOf(model, 5000, stop.signal));
    expect(outcome).toEqual({ status: "interrupted" });
  });
});
