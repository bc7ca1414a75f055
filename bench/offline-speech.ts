// Offline text-to-speech benchmark: eSpeak NG (WASM) in worker threads, as the server runs it.
// Speaks a 2,000-character text in each of the six voices, one after another and then all at
// once, and prints characters per second, the real-time factor (seconds of work per second of
// audio; below 1 is faster than real time) and this process's RSS (the server's, with its
// workers, would be the same plus its baseline). `npm run bench:speech`.
import { createOfflineSpeech } from "../src/server/engines/speech/offline-speech";
import { createSpeechSynthesizer } from "../src/server/engines/speech/synthesize-speech";
import { type SpeechVoice, speechVoices } from "../src/server/engines/speech/voices";

const sentence =
  "Bismo speaks this text on the server itself, with no provider configured, in any of six voices. ";
const text = sentence.repeat(Math.ceil(2000 / sentence.length)).slice(0, 2000);
const format = (process.env.BENCH_FORMAT ?? "mp3") as "mp3" | "wav" | "opus" | "aac";
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

const baseline = process.memoryUsage().rss;
const offline = createOfflineSpeech();
const synthesizer = createSpeechSynthesizer({ neural: [], offline });

async function speak(voice: SpeechVoice) {
  const started = performance.now();
  const speech = await synthesizer.synthesize({ text, voice, speed: 1, format });
  return { voice, seconds: (performance.now() - started) / 1000, audio: speech.durationSeconds };
}

// The first request starts a worker and compiles the WASM module; time it on its own.
const cold = await speak("alloy");
console.log(`cold start (worker + WASM compile + speech): ${cold.seconds.toFixed(2)} s`);

console.log(`\n2,000 characters per voice, ${format}, one at a time:`);
let totalWork = 0;
let totalAudio = 0;
for (const voice of speechVoices) {
  const run = await speak(voice);
  totalWork += run.seconds;
  totalAudio += run.audio;
  console.log(
    `  ${voice.padEnd(8)} ${run.seconds.toFixed(2)} s for ${run.audio.toFixed(1)} s of audio: ` +
      `${Math.round(text.length / run.seconds)} chars/s, RTF ${(run.seconds / run.audio).toFixed(3)}`,
  );
}
console.log(
  `  mean: ${Math.round((text.length * speechVoices.length) / totalWork)} chars/s, ` +
    `RTF ${(totalWork / totalAudio).toFixed(3)}`,
);

const started = performance.now();
await Promise.all(speechVoices.map(speak));
const together = (performance.now() - started) / 1000;
console.log(
  `\nsix voices at once: ${together.toFixed(2)} s, ` +
    `${Math.round((text.length * speechVoices.length) / together)} chars/s in all`,
);

clearInterval(sampler);
console.log(
  `\nRSS: ${mb(baseline)} before, ${mb(peakRss)} peak while speaking, ` +
    `${mb(process.memoryUsage().rss)} after (workers idle)`,
);
await offline.close();
