import fs from "node:fs";

/** A process's resident memory in bytes, as Linux reports it in /proc/<pid>/status. */
export function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  if (!kilobytes) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

/** The process ids of `pid`'s children (the server's file readers, for one). */
export function childPids(pid: number): number[] {
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
    return children ? children.split(/\s+/).map(Number) : [];
  } catch {
    return [];
  }
}
