// The floor for Bismo's CPU per token: the AI SDK's own pipeline (streamText on the OpenAI
// provider -> UI message stream, read to the end) in this process, against the fake provider.
// Started by chat-streams.ts with FAKE_URL; reads "<streams> <burst|ramp> <answer ms>" lines on
// stdin (all streams at once, or their starts spread over one answer's duration, as the
// benchmark starts them) and answers each with one JSON line: the CPU used and the tokens read.
import readline from "node:readline";
import { createOpenAI } from "@ai-sdk/openai";
import { streamText } from "ai";

const openai = createOpenAI({ apiKey: "bench", baseURL: `${process.env.FAKE_URL}/v1` });

async function answer(): Promise<number> {
  const result = streamText({
    model: openai.chat("gpt-4o"),
    messages: [{ role: "user", content: "Count." }],
  });
  let tokens = 0;
  const reader = result.toUIMessageStream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return tokens;
    if (value.type === "text-delta") tokens += 1;
  }
}

for await (const line of readline.createInterface({ input: process.stdin })) {
  const [count, mode, answerMs] = line.split(" ");
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
