// Adds lock entries for platform-specific optional packages that npm left out because the
// registry it used does not serve them (other platforms' binaries). Without those entries
// `npm ci` refuses the lock as out of sync; with them it skips the packages as platform-
// incompatible, never fetching them. Run after `npm install` when `npm ci --dry-run` reports
// "Missing: <package>@ from lock file".
import fs from "node:fs";

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, "utf8"));
const packages = lock.packages;

function platformOf(name) {
  const target = name.split("/").pop();
  const os = ["android", "darwin", "freebsd", "linux", "win32"].find(
    (o) => target.includes(`-${o}-`) || target.endsWith(`-${o}`),
  );
  const cpu = ["arm64", "x64", "arm", "ia32", "wasm32"].find((c) => target.includes(`-${c}`));
  const platform = {};
  if (os) platform.os = [os];
  if (cpu) platform.cpu = [cpu];
  if (target.includes("-musl")) platform.libc = ["musl"];
  if (target.includes("-gnu")) platform.libc = ["glibc"];
  return platform;
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key] || packages[`${path}/node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue;
    packages[key] = { version, dev: entry.dev, optional: true, ...platform };
    if (!entry.dev) delete packages[key].dev;
    added++;
  }
}
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} platform-specific optional entries`);
