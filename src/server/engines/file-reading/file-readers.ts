import { type ChildProcess, fork } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Logger } from "pino";
import type { Env } from "@/server/platform/env";
import {
  defaultReadingLimits,
  type ReadingLimits,
  UnreadableFileError,
  unreadable,
} from "./limits";
import type { ReadingJob, ReadingReply, ReadingResult } from "./reading-job";

export type FileReadersOptions = {
  /** Reader processes at most, so files read at the same time. */
  readers: number;
  /** Memory (resident) one reader may use while reading a file; past it the reader is killed. */
  memoryMb: number;
  /** Wall-clock time one file may take once a reader has it. */
  timeoutMs: number;
  limits: ReadingLimits;
  logger: Logger;
  /** Files one owner may have waiting or in reading; more are refused as busy. */
  maxPerOwner?: number;
  /** Files waiting for a reader, all owners together; more are refused as busy. */
  maxWaiting?: number;
  /** A reader with nothing to do exits after this long. */
  idleMs?: number;
};

/** Too many files are waiting (for this owner, or overall); the caller should try again later. */
export class ReadersBusyError extends Error {
  override readonly name = "ReadersBusyError";
}

/**
 * Reads untrusted files in separate processes (docs/decisions/0008-file-readers.md): each has
 * its own heap limit, is killed past its memory cap (sampled from /proc every 50 ms) or its time
 * limit, and runs at a lower CPU priority than the server. Owners take turns, so one uploader's
 * pile of files does not hold up everybody else's.
 */
export type FileReaders = {
  read<Job extends ReadingJob>(
    job: Job,
    owner: string,
    options?: ReadOptions,
  ): Promise<ReadingResult<Job>>;
  close(): Promise<void>;
};

export type ReadOptions = {
  /** Told as the reader gets through a document's pages ("document-pages" jobs). */
  onProgress?: (done: number, total: number) => void;
  /** Longer than the readers' usual limit, for a job that reads a long document whole. */
  timeoutMs?: number;
};

type Task = {
  job: ReadingJob;
  owner: string;
  options: ReadOptions;
  resolve: (result: ReadingResult<ReadingJob>) => void;
  reject: (error: Error) => void;
};

type Reader = {
  /** False once the process has gone (killed, crashed, or exited when idle). */
  alive(): boolean;
  run(task: Task): Promise<void>;
  /** Resident bytes now, or null where /proc is not available. */
  residentBytes(): Promise<number | null>;
  stop(): Promise<void>;
};

const memorySampleMs = 50;

/** The reader process's entry: the TypeScript source under tsx and tests, else the build's. */
function readerEntry() {
  const here = fileURLToPath(import.meta.url);
  const fromSource = here.endsWith(".ts");
  return {
    file: path.join(path.dirname(here), fromSource ? "reader-process.ts" : "reader-process.js"),
    execArgv: fromSource ? ["--import", "tsx"] : [],
  };
}

async function residentBytesOf(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const status = await fs.readFile(`/proc/${pid}/status`, "utf8");
    const kilobytes = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kilobytes ? Number(kilobytes) * 1024 : null;
  } catch {
    return null;
  }
}

function startReader(options: FileReadersOptions, onExit: () => void): Reader {
  const entry = readerEntry();
  const memoryBytes = options.memoryMb * 1024 * 1024;
  const child: ChildProcess = fork(entry.file, [], {
    execArgv: [...entry.execArgv, `--max-old-space-size=${Math.floor(options.memoryMb * 0.75)}`],
    // The reader needs nothing from the server's environment (no keys, no database URL).
    env: {},
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  try {
    if (child.pid) os.setPriority(child.pid, 10);
  } catch {
    // Not permitted here (some containers): the reader runs at normal priority.
  }
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });

  let nextId = 1;
  let current: { id: number; task: Task; finish: () => void } | null = null;
  let killedFor: UnreadableFileError | null = null;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const kill = (reason: UnreadableFileError) => {
    killedFor ??= reason;
    child.kill("SIGKILL");
  };

  child.on("message", (reply: ReadingReply) => {
    if (!current || reply.id !== current.id) return;
    if ("progress" in reply) {
      current.task.options.onProgress?.(reply.progress.done, reply.progress.total);
      return;
    }
    const { task, finish } = current;
    current = null;
    finish();
    if (reply.ok) task.resolve(reply.result as ReadingResult<ReadingJob>);
    else task.reject(new UnreadableFileError(reply.reason));
  });
  child.on("error", (error) => {
    options.logger.error({ err: error }, "file reader process failed");
    kill(unreadable.readerStopped());
  });
  child.once("exit", (code, signal) => {
    onExit();
    const running = current;
    current = null;
    if (!running) return;
    running.finish();
    // V8 aborts (SIGABRT) when the heap limit is reached.
    const reason =
      killedFor ??
      (signal === "SIGABRT"
        ? unreadable.tooMuchMemory(options.memoryMb)
        : unreadable.readerStopped());
    options.logger.warn(
      { code, signal, reason: reason.message, job: running.task.job.kind, stderr },
      "a file reader stopped while reading a file",
    );
    running.task.reject(reason);
  });

  return {
    alive: () => child.connected && child.exitCode === null && child.signalCode === null,
    run(task) {
      return new Promise<void>((settled) => {
        const id = nextId++;
        const timeoutMs = task.options.timeoutMs ?? options.timeoutMs;
        const timer = setTimeout(() => kill(unreadable.tooSlow(timeoutMs)), timeoutMs);
        let sampling = false;
        const watch = setInterval(async () => {
          if (sampling) return;
          sampling = true;
          const resident = await residentBytesOf(child.pid);
          sampling = false;
          if (resident !== null && resident > memoryBytes && current?.id === id)
            kill(unreadable.tooMuchMemory(options.memoryMb));
        }, memorySampleMs);
        current = {
          id,
          task,
          finish: () => {
            clearTimeout(timer);
            clearInterval(watch);
            settled();
          },
        };
        child.send({ id, job: task.job, limits: options.limits });
      });
    },
    residentBytes: () => residentBytesOf(child.pid),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

export function createFileReaders(options: FileReadersOptions): FileReaders {
  const maxPerOwner = options.maxPerOwner ?? 4;
  const maxWaiting = options.maxWaiting ?? 64;
  const idleMs = options.idleMs ?? 30_000;
  // Each owner's files in the order they came, and the turn at which each owner was last served.
  const waiting = new Map<string, Task[]>();
  const lastServed = new Map<string, number>();
  let turn = 0;
  let waitingCount = 0;
  const perOwner = new Map<string, number>();
  type Slot = { reader: Reader | null; busy: boolean; idle?: NodeJS.Timeout };
  const slots: Slot[] = Array.from({ length: options.readers }, () => ({
    reader: null,
    busy: false,
  }));
  let closed = false;

  /** The first file of the waiting owner served longest ago (or never). */
  const nextTask = (): Task | undefined => {
    let chosen: string | undefined;
    for (const owner of waiting.keys()) {
      if (chosen === undefined || (lastServed.get(owner) ?? -1) < (lastServed.get(chosen) ?? -1))
        chosen = owner;
    }
    if (chosen === undefined) return undefined;
    const tasks = waiting.get(chosen) ?? [];
    const task = tasks.shift();
    if (tasks.length === 0) waiting.delete(chosen);
    lastServed.set(chosen, ++turn);
    waitingCount--;
    return task;
  };

  const retire = (slot: Slot) => {
    const reader = slot.reader;
    slot.reader = null;
    void reader?.stop();
  };

  const pump = () => {
    for (const slot of slots) {
      if (closed || slot.busy) continue;
      const task = nextTask();
      if (!task) return;
      clearTimeout(slot.idle);
      slot.busy = true;
      if (!slot.reader?.alive()) {
        const started = startReader(options, () => {
          if (slot.reader === started) slot.reader = null;
        });
        slot.reader = started;
      }
      const reader = slot.reader;
      void reader.run(task).then(async () => {
        const count = (perOwner.get(task.owner) ?? 1) - 1;
        if (count > 0) perOwner.set(task.owner, count);
        else {
          perOwner.delete(task.owner);
          lastServed.delete(task.owner);
        }
        // A reader that grew large on this file is replaced rather than kept at that size.
        const resident = slot.reader === reader ? await reader.residentBytes() : null;
        if (resident !== null && resident > (options.memoryMb * 1024 * 1024) / 2) retire(slot);
        slot.busy = false;
        slot.idle = setTimeout(() => retire(slot), idleMs);
        slot.idle.unref();
        pump();
      });
    }
  };

  return {
    read<Job extends ReadingJob>(job: Job, owner: string, readOptions: ReadOptions = {}) {
      if (closed) return Promise.reject(new Error("file readers are closed"));
      if ((perOwner.get(owner) ?? 0) >= maxPerOwner || waitingCount >= maxWaiting)
        return Promise.reject(new ReadersBusyError());
      perOwner.set(owner, (perOwner.get(owner) ?? 0) + 1);
      return new Promise<ReadingResult<Job>>((resolve, reject) => {
        const task: Task = {
          job,
          owner,
          options: readOptions,
          resolve: resolve as Task["resolve"],
          reject,
        };
        waiting.set(owner, [...(waiting.get(owner) ?? []), task]);
        waitingCount++;
        pump();
      });
    },
    async close() {
      closed = true;
      for (const tasks of waiting.values())
        for (const task of tasks) task.reject(new Error("file readers are closed"));
      waiting.clear();
      await Promise.all(
        slots.map(async (slot) => {
          clearTimeout(slot.idle);
          await slot.reader?.stop();
        }),
      );
    },
  };
}

/** The longest one file may take in a reader: far more than any honest document needs. */
export const readingTimeoutMs = 30_000;

/**
 * The readers as configured: `FILE_READERS` processes of `FILE_READER_MEMORY_MB` each, reading
 * at most `DOCUMENT_MAX_PAGES` pages (or slides) of one document.
 */
export function createConfiguredFileReaders(
  env: Pick<Env, "FILE_READERS" | "FILE_READER_MEMORY_MB" | "DOCUMENT_MAX_PAGES">,
  logger: Logger,
): FileReaders {
  return createFileReaders({
    readers: env.FILE_READERS,
    memoryMb: env.FILE_READER_MEMORY_MB,
    timeoutMs: readingTimeoutMs,
    limits: { ...defaultReadingLimits, maxPages: env.DOCUMENT_MAX_PAGES },
    logger,
  });
}
