import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Whether this process may mount a tmpfs (a full disk for real): it needs root and the right to
 * mount, as in the project's CI container. Root in a container may still lack that right, so a
 * scratch folder is tried once.
 */
export function mountsTmpfs(): boolean {
  if (process.getuid?.() !== 0) return false;
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-mount-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", probe], { stdio: "ignore" });
    execFileSync("umount", [probe]);
    return true;
  } catch {
    return false;
  } finally {
    fs.rmSync(probe, { recursive: true, force: true });
  }
}

/** A new folder with a tmpfs of `size` (e.g. "8m") on it; `remove` unmounts and deletes it. */
export function smallDisk(size: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-small-disk-"));
  execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size},mode=0755`, "tmpfs", dir]);
  return {
    dir,
    /** Bytes still free on it. */
    free: () => {
      const stats = fs.statfsSync(dir);
      return stats.bavail * stats.bsize;
    },
    remove: () => {
      execFileSync("umount", [dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
