import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

/**
 * PGlite has no lock of its own: two processes on one folder silently lose writes, so the
 * first process takes `DATA_DIR/bismo.lock` holding its pid, and a second one refuses to
 * start. A lock left by a process that died is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "bismo.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        fs.rmSync(lockPath, { force: true });
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(lockPath, "utf8"));
      if (isRunning(holder) && holder !== process.pid) {
        throw new DataDirLockedError(
          `Another Bismo process (pid ${holder}) is using the data folder ${dataDir}. ` +
            "Stop it first, or give this one its own DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.",
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}`);
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
