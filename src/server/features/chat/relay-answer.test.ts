import type { LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { APICallError, simulateReadableStream, streamText, type UIMessage } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { describeProviderError } from "@/server/engines/providers/failure-reason";
import type { MessageMetadata } from "@/shared/chat";
import { type AnswerFraming, type EndedAnswer, eventBatchMs, relayAnswer } from "./relay-answer";
import { streamAnswer } from "./stream-answer";

const usage = {
  inputTokens: { total: 3, noCache: 3, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 4, text: 2, reasoning: 2 },
};
const providerMetadata = { test: { signature: "abc" } };

/** A model streaming `parts`, or failing with `error` before it streams. */
const modelOf = (
  parts: LanguageModelV3StreamPart[] | Error,
  chunkDelayInMs: number | null = null,
) =>
  new MockLanguageModelV3({
    doStream: async () => {
      if (parts instanceof Error) throw parts;
      return { stream: simulateReadableStream({ chunks: parts, chunkDelayInMs }) };
    },
  });

const question = {
  system: "You are a test.",
  prompt: [{ role: "user" as const, content: "hi" }],
};

const answerOf = (
  parts: LanguageModelV3StreamPart[] | Error,
  chunkDelayInMs: number | null = null,
) =>
  streamAnswer({
    ...question,
    languageModel: modelOf(parts, chunkDelayInMs),
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

async function relayed(parts: LanguageModelV3StreamPart[] | Error) {
  const answer = answerOf(parts);
  let ended: EndedAnswer | undefined;
  const body = relayAnswer(answer, framing, {
    onText: () => {},
    onEnd: async (end) => {
      ended = end;
    },
  });
  return { ...(await eventsOf(body)), ended };
}

/** The same answer through the AI SDK's streamText and UI message stream, which Bismo replaces. */
async function sdkChunks(parts: LanguageModelV3StreamPart[] | Error) {
  const result = streamText({
    model: modelOf(parts),
    system: question.system,
    messages: question.prompt,
    maxRetries: 0,
    onError: () => {},
  });
  const chunks = [];
  for await (const chunk of result.toUIMessageStream<UIMessage<MessageMetadata>>({
    generateMessageId: () => framing.messageId,
    messageMetadata: ({ part }) => {
      if (part.type === "start") return framing.started();
      if (part.type === "finish") return framing.finished(part);
      return undefined;
    },
    onError: (error) => describeProviderError(error).message,
  }))
    chunks.push(chunk);
  return JSON.parse(JSON.stringify(chunks));
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
    expect(chunks).toEqual(await sdkChunks(parts));
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

  const finish: LanguageModelV3StreamPart = {
    type: "finish",
    finishReason: { unified: "stop", raw: "stop" },
    usage,
  };
  it.each<[string, LanguageModelV3StreamPart[] | Error]>([
    [
      "an error part, then the provider's end",
      [
        { type: "text-start", id: "t" },
        { type: "text-delta", id: "t", delta: "Par" },
        { type: "error", error: new TypeError("terminated") },
        finish,
      ],
    ],
    [
      "empty deltas and a file",
      [
        { type: "response-metadata", id: "r", modelId: "m" },
        { type: "text-start", id: "t" },
        { type: "text-delta", id: "t", delta: "" },
        { type: "text-delta", id: "t", delta: "", providerMetadata },
        { type: "text-delta", id: "t", delta: "Here" },
        { type: "text-end", id: "t" },
        { type: "file", mediaType: "image/png", data: new Uint8Array([137, 80, 78, 71]) },
        { type: "file", mediaType: "text/plain", data: "aGk=", providerMetadata },
        finish,
      ],
    ],
    ["a stream that ends with nothing", [{ type: "stream-start", warnings: [] }]],
    [
      "a request the provider refuses",
      new APICallError({
        message: "Unauthorized",
        url: "https://provider.test/v1/chat",
        requestBodyValues: {},
        statusCode: 401,
        isRetryable: false,
      }),
    ],
  ])("sends the AI SDK's chunks for %s", async (_, parts) => {
    const { chunks, done } = await relayed(parts);
    expect(chunks).toEqual(await sdkChunks(parts));
    expect(done).toBe(true);
  });

  it("gives a second text with the id of an earlier one an id of its own", async () => {
    const { chunks } = await relayed([
      { type: "text-start", id: "0" },
      { type: "text-delta", id: "0", delta: "One" },
      { type: "text-end", id: "0" },
      { type: "text-start", id: "0" },
      { type: "text-delta", id: "0", delta: "Two" },
      { type: "text-end", id: "0" },
      finish,
    ]);
    const ids = chunks.filter((chunk) => chunk.type.startsWith("text-")).map((chunk) => chunk.id);
    expect(ids.slice(0, 3)).toEqual(["0", "0", "0"]);
    expect(new Set(ids.slice(3)).size).toBe(1);
    expect(ids[3]).not.toBe("0");
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
    const body = relayAnswer(answer, framing, {
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
