// `npm start`: builds the app when the build is missing or older than the sources, then serves it.
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

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

const sourcesChanged = Math.max(
  newestChange(path.join(root, "src")),
  fs.statSync(path.join(root, "index.html")).mtimeMs,
  fs.statSync(path.join(root, "package.json")).mtimeMs,
);
const needsBuild =
  !fs.existsSync(builtServer) ||
  !fs.existsSync(builtClient) ||
  Math.min(fs.statSync(builtServer).mtimeMs, fs.statSync(builtClient).mtimeMs) < sourcesChanged;

if (needsBuild) {
  console.log("Building Bismo (first start or sources changed)...");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}

const child = spawn(process.execPath, [builtServer], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
