import v8 from "node:v8";
import vm from "node:vm";

/** The flags Node was started with: its command line's and those in NODE_OPTIONS. */
export const nodeFlags = () => [
  ...process.execArgv,
  ...(process.env.NODE_OPTIONS ?? "").split(/\s+/).filter(Boolean),
];

/**
 * Whether AsyncLocalStorage tracks context with promise hooks here (Node 20 and 22), rather
 * than with context frames, which cost nothing while unused (Node 24 on, or 22 with the flag).
 */
export function contextNeedsPromiseHooks(version = process.versions.node, flags = nodeFlags()) {
  if (flags.includes("--no-async-context-frame")) return true;
  const major = Number(version.split(".")[0]);
  return major < 24 && !flags.includes("--experimental-async-context-frame");
}

/**
 * How far V8 lets the old generation grow past what the last full collection kept alive
 * before it collects again: 1.5 times, instead of the up to 4 times it allows a busy process
 * by default. Not a limit: the heap still grows with what is alive (decision 0010).
 */
export const heapGrowingPercent = 50;

/** The V8 flag that sets `heapGrowingPercent`, unless the operator chose their own. */
export function heapGrowthFlag(flags = nodeFlags()): string | null {
  if (flags.some((flag) => flag.startsWith("--heap-growing-percent"))) return null;
  return `--heap-growing-percent=${heapGrowingPercent}`;
}

/** Applies `heapGrowthFlag` to this process. */
export function growHeapSparingly() {
  const flag = heapGrowthFlag();
  if (flag) v8.setFlagsFromString(flag);
}

/**
 * One full collection, `delayMs` after the server has started listening, that hands back the
 * young generation V8 grew while the server loaded (decision 0010). V8's memory reducer would
 * do that once the process turns idle, but it judges idleness by the allocation it samples at
 * collections, and a server that starts and then waits for its first request makes none: on
 * Node 24 it kept 32 MB of young generation (about 60 MB RSS) until someone came. Node 24's V8
 * shrinks it in a collection of the `last-resort` flavour; Node 20's ignores the flavour and
 * runs a plain full collection, after which its own reducer decides, as before.
 */
export function collectStartGarbage(delayMs: number) {
  v8.setFlagsFromString("--expose-gc");
  const collect = vm.runInNewContext("gc") as (options: object) => void;
  v8.setFlagsFromString("--no-expose-gc");
  const options = { type: "major", execution: "sync", flavor: "last-resort" };
  setTimeout(() => collect(options), delayMs).unref();
}
