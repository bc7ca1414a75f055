// The floor for Bismo's CPU per token, and the streaming core on the AI SDK's public API beside
// Bismo's own, each in this process against the fake provider:
// - bare: streamText on the OpenAI provider -> UI message stream (objects), read to the end;
// - streamText: the same answer as a chat route on the public API sends it: streamText ->
//   toUIMessageStreamResponse (server-sent events, bytes), read to the end;
// - bismo: the same answer through Bismo's core (streamAnswer -> relayAnswer, the events as
//   the chat route sends them), read to the end.
// Started by chat-streams.ts with FAKE_URL; reads "<pipeline> <streams> <burst|ramp> <answer ms>"
// lines on stdin (all streams at once, or their starts spread over one answer's duration, as
// the benchmark starts them) and answers each with one JSON line: the CPU used, tokens read.
import readline from "node:readline";
import { createOpenAI } from "@ai-sdk/openai";
import { streamText } from "ai";
import { relayAnswer } from "@/server/features/chat/relay-answer";
import { streamAnswer } from "@/server/features/chat/stream-answer";
import type { MessageMetadata } from "@/shared/chat";

const openai = createOpenAI({ apiKey: "bench", baseURL: `${process.env.FAKE_URL}/v1` });
const prompt = [{ role: "user" as const, content: "Count." }];

async function bare(): Promise<number> {
  const result = streamText({ model: openai.chat("gpt-4o"), messages: prompt });
  let tokens = 0;
  const reader = result.toUIMessageStream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return tokens;
    if (value.type === "text-delta") tokens += 1;
  }
}

const decoder = new TextDecoder();
/** Reads server-sent events to the end, counting the text deltas among them. */
async function countDeltas(body: ReadableStream<Uint8Array>): Promise<number> {
  let tokens = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return tokens;
    tokens += decoder.decode(value).split('"type":"text-delta"').length - 1;
  }
}

/** The metadata the chat route sends as an answer starts and as it finishes. */
const started = (): MessageMetadata => ({ createdAt: new Date().toISOString(), modelId: "gpt-4o" });
const finished = (inputTokens?: number, outputTokens?: number): MessageMetadata => ({
  ...started(),
  status: "complete",
  usage: { inputTokens, outputTokens },
});

function publicApi(): Promise<number> {
  const result = streamText({ model: openai.chat("gpt-4o"), messages: prompt });
  const response = result.toUIMessageStreamResponse({
    generateMessageId: () => crypto.randomUUID(),
    messageMetadata: ({ part }) =>
      part.type === "start"
        ? started()
        : part.type === "finish"
          ? finished(part.totalUsage.inputTokens, part.totalUsage.outputTokens)
          : undefined,
  });
  return countDeltas(response.body!);
}

function bismo(): Promise<number> {
  const answer = streamAnswer({
    languageModel: openai.chat("gpt-4o"),
    system: "",
    prompt,
    timeoutMs: 60_000,
    maxRetries: 0,
  });
  const body = relayAnswer(
    answer,
    {
      messageId: crypto.randomUUID(),
      started,
      finished: ({ totalUsage }) => finished(totalUsage.inputTokens, totalUsage.outputTokens),
    },
    { onText: () => {}, onEnd: async () => {} },
  );
  return countDeltas(body);
}

const pipelines = { bare, streamText: publicApi, bismo } as const;

for await (const line of readline.createInterface({ input: process.stdin })) {
  const [name, count, mode, answerMs] = line.split(" ");
  const answer = pipelines[name as keyof typeof pipelines];
  const streams = Number(count);
  const before = process.cpuUsage();
  const tokens = await Promise.all(
    Array.from({ length: streams }, async (_, index) => {
      if (mode === "ramp") {
        await new Promise((resolve) => setTimeout(resolve, (index * Number(answerMs)) / streams));
      }
      return answer();
    }),
  );
  const used = process.cpuUsage(before);
  const total = tokens.reduce((sum, n) => sum + n, 0);
  console.log(JSON.stringify({ cpuMicros: used.user + used.system, tokens: total }));
}
