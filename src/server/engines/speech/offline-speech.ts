import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { type PcmAudio, parseWav } from "@/server/engines/media/wav";
import type { Locale } from "@/shared/i18n/locales";
import { offlineVoiceArgs } from "./offline-voices";
import type { SpeechVoice } from "./voices";

type Job = {
  id: number;
  args: string[];
  text: string;
  resolve: (audio: PcmAudio) => void;
  reject: (error: Error) => void;
};

type Reply = { id: number; wav?: Uint8Array; error?: string };

type PooledWorker = { worker: Worker; job?: Job; idleTimer?: NodeJS.Timeout };

export type OfflineSpeechOptions = {
  /** Worker threads speaking at once; each holds one eSpeak instance (about 60 MB). */
  workers?: number;
  /** A worker with nothing to do for this long ends, giving its memory back. */
  idleMs?: number;
};

export type OfflineSpeech = {
  /** Speaks one piece of text (keep it to a few hundred characters; see `speakOffline`). */
  speak(text: string, voice: SpeechVoice, speed: number, language?: Locale): Promise<PcmAudio>;
  close(): Promise<void>;
};

function espeakFiles() {
  const require = createRequire(import.meta.url);
  const modulePath = require.resolve("espeak-ng");
  return {
    moduleUrl: pathToFileURL(modulePath).href,
    wasmPath: path.join(path.dirname(modulePath), "espeak-ng.wasm"),
  };
}

/**
 * eSpeak NG in worker threads, so a long text never blocks the server's event loop. Workers
 * start on demand and end when idle; requests beyond the pool wait in order.
 */
export function createOfflineSpeech({
  workers = Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  idleMs = 30_000,
}: OfflineSpeechOptions = {}): OfflineSpeech {
  const files = espeakFiles();
  const pool: PooledWorker[] = [];
  const queue: Job[] = [];
  let nextId = 1;

  function retire(pooled: PooledWorker) {
    clearTimeout(pooled.idleTimer);
    pool.splice(pool.indexOf(pooled), 1);
    pooled.worker.removeAllListeners("exit");
    void pooled.worker.terminate();
  }

  function spawnWorker(): PooledWorker {
    const worker = new Worker(new URL("./espeak-worker.mjs", import.meta.url), {
      workerData: files,
    });
    worker.unref();
    const pooled: PooledWorker = { worker };
    worker.on("message", (reply: Reply) => {
      const job = pooled.job;
      if (!job || job.id !== reply.id) return;
      pooled.job = undefined;
      if (reply.wav) {
        try {
          job.resolve(parseWav(reply.wav));
        } catch (error) {
          job.reject(error as Error);
        }
      } else job.reject(new Error(reply.error ?? "eSpeak failed"));
      dispatch();
    });
    const fail = (error: Error) => {
      pooled.job?.reject(error);
      pooled.job = undefined;
      if (pool.includes(pooled)) retire(pooled);
      dispatch();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`eSpeak worker exited (code ${code})`)));
    pool.push(pooled);
    return pooled;
  }

  function dispatch() {
    while (queue.length > 0) {
      const free =
        pool.find((pooled) => !pooled.job) ?? (pool.length < workers ? spawnWorker() : undefined);
      if (!free) return;
      const job = queue.shift()!;
      clearTimeout(free.idleTimer);
      free.job = job;
      free.worker.postMessage({ id: job.id, args: job.args, text: job.text });
    }
    for (const pooled of pool) {
      if (pooled.job) continue;
      clearTimeout(pooled.idleTimer);
      pooled.idleTimer = setTimeout(() => retire(pooled), idleMs);
      pooled.idleTimer.unref();
    }
  }

  return {
    speak(text, voice, speed, language) {
      return new Promise((resolve, reject) => {
        queue.push({
          id: nextId++,
          args: offlineVoiceArgs(voice, speed, language),
          text,
          resolve,
          reject,
        });
        dispatch();
      });
    },
    async close() {
      for (const job of queue.splice(0)) job.reject(new Error("offline speech closed"));
      for (const pooled of [...pool]) {
        pooled.job?.reject(new Error("offline speech closed"));
        retire(pooled);
      }
    },
  };
}
