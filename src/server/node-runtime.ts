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
