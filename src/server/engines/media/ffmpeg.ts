import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import {
  cappedCommand,
  type FfmpegLimits,
  ffmpegLimits,
  ranOutOfMemory,
  withThreads,
} from "./ffmpeg-limits";
import { type FfmpegProgress, parseFfmpegProgress } from "./ffmpeg-progress";

export type FfmpegBinary = { path: string; source: "system" | "bundled" };

/** ffmpeg exited with an error; `message` ends with its last log lines. */
export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly log: string,
    /** It stopped because its memory cap refused an allocation (ffmpeg-limits.ts). */
    readonly outOfMemory = false,
  ) {
    super(message);
  }
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Whether `command` runs as ffmpeg; the OS looks it up on the PATH. */
function answersAsFfmpeg(command: string): boolean {
  const probe = spawnSync(command, ["-hide_banner", "-version"], {
    stdio: "ignore",
    timeout: 10_000,
  });
  return probe.status === 0;
}

/** The binary shipped inside @ffmpeg-installer's per-platform package (no download at install). */
function bundledFfmpeg(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const installer = require("@ffmpeg-installer/ffmpeg") as { path: string };
    return isExecutable(installer.path) ? installer.path : undefined;
  } catch {
    // The installer throws (a string, not an Error) on a platform it has no binary for.
    return undefined;
  }
}

/**
 * The system `ffmpeg` when one is on the PATH, else the one from the npm package. Tests pass a
 * command that does not exist to get the bundled binary.
 */
export function locateFfmpeg(systemCommand = "ffmpeg"): FfmpegBinary {
  if (answersAsFfmpeg(systemCommand)) return { path: systemCommand, source: "system" };
  const bundled = bundledFfmpeg();
  if (bundled) return { path: bundled, source: "bundled" };
  throw new Error(
    "ffmpeg was not found: install it (Debian: apt-get install ffmpeg) or reinstall the npm dependencies",
  );
}

let defaultBinary: FfmpegBinary | undefined;

function ffmpegBinary(): FfmpegBinary {
  defaultBinary ??= locateFfmpeg();
  return defaultBinary;
}

export type FfmpegRun = {
  /** Arguments after the global ones this runner adds (banner, log level, progress). */
  args: string[];
  /** ffmpeg's log level on stderr; `info` when the caller parses filter output. */
  logLevel?: "error" | "info";
  onProgress?: (progress: FfmpegProgress) => void;
  signal?: AbortSignal;
  binary?: FfmpegBinary;
  /** In place of the configured limits (tests). */
  limits?: FfmpegLimits;
};

/**
 * Runs ffmpeg to completion and returns its stderr log. Progress comes from `-progress` on a
 * pipe of its own (fd 3), so the log and the progress never interleave. Each run has its
 * threads and its memory bounded (ffmpeg-limits.ts).
 */
export function runFfmpeg({
  args,
  logLevel = "error",
  onProgress,
  signal,
  binary = ffmpegBinary(),
  limits = ffmpegLimits(),
}: FfmpegRun): Promise<string> {
  const fullArgs = ["-hide_banner", "-nostdin", "-y", "-loglevel", logLevel];
  if (onProgress) fullArgs.push("-nostats", "-progress", "pipe:3");
  fullArgs.push(...withThreads(args, limits.threads));
  const capped = cappedCommand(binary.path, fullArgs, limits.memoryMb);
  return new Promise((resolve, reject) => {
    const child = spawn(capped.command, capped.args, {
      stdio: ["ignore", "ignore", "pipe", onProgress ? "pipe" : "ignore"],
      signal,
    });
    let log = "";
    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (chunk: string) => {
      log += chunk;
    });
    const progressPipe = child.stdio[3];
    if (onProgress && progressPipe && "setEncoding" in progressPipe) {
      parseFfmpegProgress(progressPipe, onProgress);
    }
    child.on("error", (error) => reject(error));
    child.on("close", (code, exitSignal) => {
      if (code === 0) resolve(log);
      else if (!signal?.aborted && ranOutOfMemory(log, exitSignal)) {
        const message = `ffmpeg needed more than the ${limits.memoryMb} MB of memory one run may use`;
        reject(new FfmpegError(message, code, log, true));
      } else {
        const tail = log.trim().split("\n").slice(-5).join("\n");
        reject(new FfmpegError(`ffmpeg failed (exit ${code}): ${tail}`, code, log));
      }
    });
  });
}

/** A private temporary folder for ffmpeg's input and output files, removed afterwards. */
export async function withTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "bismo-media-"));
  try {
    return await work(dir);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
