/**
 * What one ffmpeg run may use. Its memory grows with a frame's pixels and with its threads (each
 * decoder, encoder and filter thread holds frames of its own): an 8192 x 8192 clip edited with
 * ffmpeg's defaults took 4.5 GB. So every run gets a fixed number of threads, whatever the
 * machine's cores, and a cap on its address space (RLIMIT_AS, set by the shell that starts it),
 * past which an allocation fails and ffmpeg stops with "Cannot allocate memory" instead of the
 * machine swapping. The files a run reads are checked against the video limits before it starts
 * (video-limits.ts); this cap catches whatever those do not foresee.
 */
export type FfmpegLimits = {
  /** Address space of one ffmpeg process, in MB (FFMPEG_MEMORY_MB). */
  memoryMb: number;
  /** Threads of each decoder, encoder and filter graph (FFMPEG_THREADS). */
  threads: number;
};

/** A 4K edit (3840 x 2160, veryfast H.264) peaks at about 1.2 GB of address space with 2 threads. */
export const defaultFfmpegLimits: FfmpegLimits = { memoryMb: 2048, threads: 2 };

let configured = defaultFfmpegLimits;

/** The limits every later run takes (compose-app.ts, from the environment). */
export function configureFfmpeg(limits: FfmpegLimits) {
  configured = limits;
}

export const ffmpegLimits = () => configured;

/**
 * `args` with the thread counts: before each input (its decoder), before the output (the last
 * argument, as ffmpeg's command line has it: its encoder), and for filter graphs.
 */
export function withThreads(args: readonly string[], threads: number): string[] {
  const count = String(threads);
  const bounded = ["-filter_threads", count, "-filter_complex_threads", count];
  args.forEach((arg, index) => {
    if (arg === "-i" || index === args.length - 1) bounded.push("-threads", count);
    bounded.push(arg);
  });
  return bounded;
}

/**
 * The command that starts ffmpeg with its address space capped: `sh` sets the limit and then
 * becomes ffmpeg (`exec`, so the process and its pid are ffmpeg's, and a signal reaches it).
 * Windows has no such limit; there ffmpeg starts as it is, bounded by its threads alone.
 */
export function cappedCommand(
  binary: string,
  args: readonly string[],
  memoryMb: number,
): { command: string; args: string[] } {
  if (process.platform === "win32") return { command: binary, args: [...args] };
  const script = 'ulimit -v "$1" 2>/dev/null; shift; exec "$@"';
  return {
    command: "/bin/sh",
    args: ["-c", script, "ffmpeg", String(memoryMb * 1024), binary, ...args],
  };
}

/** Whether a failed run ran out of its memory (an allocation refused under the cap). */
export function ranOutOfMemory(log: string, signal: NodeJS.Signals | null): boolean {
  return (
    /Cannot allocate memory|malloc of size \d+ failed|out of memory/i.test(log) ||
    signal === "SIGSEGV" ||
    signal === "SIGABRT"
  );
}
