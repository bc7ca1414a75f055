// Runs the fake OpenAI-compatible provider in its own process (so the load generator and the
// server under test do not share its event loop) and prints its URL on the first line.
import { startFakeOpenAI } from "#tests/fakes/openai-server";

const tokens = Number(process.env.FAKE_TOKENS ?? 50);
const delayMs = Number(process.env.FAKE_DELAY_MS ?? 20);
const fake = await startFakeOpenAI({
  tokens: Array.from({ length: tokens }, (_, index) => `t${index} `),
  delayMs,
});
console.log(fake.url);
process.on("SIGTERM", () => {
  fake.close().then(() => process.exit(0));
});
