// `npm start`: builds the app when the build is missing or older than the sources, then serves it.
// package.json starts this script with the server's Node flags, so the server runs in this very
// process. Only when the flags it needs differ (an operator chose their own in NODE_OPTIONS)
// does it start the server in a second Node, which costs about 45 MB more.
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serverNodeFlags } from "./server-node-flags.mjs";

const root = path.resolve(import.meta.dirname, "..");
const builtServer = path.join(root, "dist/server/main.js");
const builtClient = path.join(root, "dist/client/index.html");

function newestChange(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

// The build also runs scripts/prerender.ts and scripts/precompress.ts (see vite.config.ts).
const sourcesChanged = Math.max(
  newestChange(path.join(root, "src")),
  newestChange(path.join(root, "scripts")),
  ...["index.html", "package.json", "vite.config.ts"].map(
    (file) => fs.statSync(path.join(root, file)).mtimeMs,
  ),
);
const needsBuild =
  !fs.existsSync(builtServer) ||
  !fs.existsSync(builtClient) ||
  Math.min(fs.statSync(builtServer).mtimeMs, fs.statSync(builtClient).mtimeMs) < sourcesChanged;

if (needsBuild) {
  console.log("Building Bismo (first start or sources changed)...");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}

const flags = serverNodeFlags();
const sameFlags =
  flags.length === process.execArgv.length &&
  flags.every((flag) => process.execArgv.includes(flag));
if (sameFlags) {
  await import(pathToFileURL(builtServer).href);
} else {
  const child = spawn(process.execPath, [...flags, builtServer], { cwd: root, stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code) => process.exit(code ?? 0));
}
