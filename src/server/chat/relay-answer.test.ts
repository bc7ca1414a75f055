import type { LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { simulateReadableStream, type UIMessage } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import type { MessageMetadata } from "@/shared/chat";
import { type AnswerFraming, type EndedAnswer, eventBatchMs, relayAnswer } from "./relay-answer";
import { streamAnswer } from "./stream-answer";

const usage = {
  inputTokens: { total: 3, noCache: 3, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 4, text: 2, reasoning: 2 },
};
const providerMetadata = { test: { signature: "abc" } };

const answerOf = (parts: LanguageModelV3StreamPart[], chunkDelayInMs: number | null = null) =>
  streamAnswer({
    languageModel: new MockLanguageModelV3({
      doStream: async () => ({
        stream: simulateReadableStream({ chunks: parts, chunkDelayInMs }),
      }),
    }),
    system: "You are a test.",
    prompt: [{ role: "user", content: "hi" }],
    timeoutMs: 1000,
    maxRetries: 0,
  });

const metadata: MessageMetadata = { createdAt: "2026-11-27T12:00:00.000Z", modelId: "m" };
const framing: AnswerFraming = {
  messageId: "answer-1",
  started: () => metadata,
  finished: ({ totalUsage }) => ({
    ...metadata,
    status: "complete",
    usage: { inputTokens: totalUsage.inputTokens, outputTokens: totalUsage.outputTokens },
  }),
};

/** The chunks of a UI message stream's server-sent events, and whether it ended with [DONE]. */
async function eventsOf(body: ReadableStream<Uint8Array>) {
  const text = await new Response(body).text();
  const data = text
    .split("\n\n")
    .filter(Boolean)
    .map((event) => event.replace(/^data: /, ""));
  return {
    chunks: data.filter((d) => d !== "[DONE]").map((d) => JSON.parse(d)),
    done: data.at(-1) === "[DONE]",
  };
}

async function relayed(parts: LanguageModelV3StreamPart[]) {
  const answer = answerOf(parts);
  let ended: EndedAnswer | undefined;
  const body = relayAnswer(answer.result.fullStream, answer, framing, {
    onText: () => {},
    onEnd: async (end) => {
      ended = end;
    },
  });
  return { ...(await eventsOf(body)), ended };
}

/** The same answer through the AI SDK's own UI message stream, as the relay replaces it. */
async function sdkChunks(parts: LanguageModelV3StreamPart[]) {
  const answer = answerOf(parts);
  const chunks = [];
  for await (const chunk of answer.result.toUIMessageStream<UIMessage<MessageMetadata>>({
    generateMessageId: () => framing.messageId,
    messageMetadata: ({ part }) => {
      if (part.type === "start") return framing.started();
      if (part.type === "finish") return framing.finished(part);
      return undefined;
    },
    onError: () => answer.failure()?.message ?? "",
  }))
    chunks.push(chunk);
  return chunks;
}

describe("relayAnswer", () => {
  it("frames text, reasoning and their provider metadata as the AI SDK's UI message stream does", async () => {
    const parts: LanguageModelV3StreamPart[] = [
      { type: "stream-start", warnings: [] },
      { type: "reasoning-start", id: "r", providerMetadata },
      { type: "reasoning-delta", id: "r", delta: "Think" },
      { type: "reasoning-end", id: "r" },
      { type: "text-start", id: "t" },
      { type: "text-delta", id: "t", delta: "Hi " },
      { type: "text-delta", id: "t", delta: "there", providerMetadata },
      { type: "text-end", id: "t" },
      { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage },
    ];
    const { chunks, done, ended } = await relayed(parts);
    expect(chunks).toEqual(JSON.parse(JSON.stringify(await sdkChunks(parts))));
    expect(chunks.map((chunk) => chunk.type)).toEqual([
      "start",
      "start-step",
      "reasoning-start",
      "reasoning-delta",
      "reasoning-end",
      "text-start",
      "text-delta",
      "text-delta",
      "text-end",
      "finish-step",
      "finish",
    ]);
    expect(chunks.at(-1)).toMatchObject({
      messageMetadata: { status: "complete", usage: { inputTokens: 3, outputTokens: 4 } },
    });
    expect(done).toBe(true);
    expect(ended).toEqual({ text: "Hi there", outcome: { status: "complete" } });
  });

  it("sends a provider's error as the reason, not the error itself, and ends the answer as interrupted", async () => {
    const parts: LanguageModelV3StreamPart[] = [
      { type: "text-start", id: "t" },
      { type: "text-delta", id: "t", delta: "Par" },
      { type: "error", error: new TypeError("terminated") },
    ];
    const { chunks, done, ended } = await relayed(parts);
    const error = chunks.find((chunk) => chunk.type === "error");
    expect(error.errorText).toBe(ended?.outcome.failure?.message);
    expect(error.errorText).not.toContain("TypeError");
    expect(done).toBe(true);
    expect(ended).toMatchObject({ text: "Par", outcome: { status: "interrupted" } });
  });
});

describe("relayAnswer's writes", () => {
  /** An answer of `count` tokens. */
  const tokens = (count: number): LanguageModelV3StreamPart[] => [
    { type: "text-start", id: "t" },
    ...Array.from({ length: count }, (_, index) => ({
      type: "text-delta" as const,
      id: "t",
      delta: `w${index} `,
    })),
    { type: "text-end", id: "t" },
    { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage },
  ];

  /** The tokens in each write of the response's stream, the parts coming `gapMs` apart. */
  async function writes(parts: LanguageModelV3StreamPart[], gapMs: number) {
    const answer = answerOf(parts, gapMs);
    const body = relayAnswer(answer.result.fullStream, answer, framing, {
      onText: () => {},
      onEnd: async () => {},
    });
    const decoder = new TextDecoder();
    const tokensPerWrite: number[] = [];
    const reader = body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      tokensPerWrite.push(decoder.decode(read.value).match(/"type":"text-delta"/g)?.length ?? 0);
    }
    return tokensPerWrite.filter((count) => count > 0);
  }

  it("sends the first token at once and tokens that come close together in one write", async () => {
    const perWrite = await writes(tokens(20), 1);
    expect(perWrite[0]).toBe(1);
    expect(perWrite.reduce((sum, count) => sum + count, 0)).toBe(20);
    expect(perWrite.length).toBeLessThan(20);
  });

  it("sends a token that comes after a quiet moment at once", async () => {
    expect(await writes(tokens(3), 2 * eventBatchMs)).toEqual([1, 1, 1]);
  });
});
