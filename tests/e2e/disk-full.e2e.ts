import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngImage } from "../fakes/images";
import { type RunningServer, startServer } from "./support/server";
import { signedIn } from "./support/signed-in";
import { startSmtpSink } from "./support/smtp-sink";

// A full disk for real: the server's file storage (DATA_DIR/files) on a 1 MB tmpfs. Mounting
// needs root and the right to mount, as in the project's CI container; elsewhere the test is
// skipped.
function mountsTmpfs() {
  if (process.getuid?.() !== 0) return false;
  // Root in a container may still lack the right to mount: try once on a scratch folder.
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
const canMount = mountsTmpfs();

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let server: RunningServer;
let filesDir = "";

beforeAll(async () => {
  if (!canMount) return;
  smtp = await startSmtpSink();
  server = await startServer({ env: { SMTP_URL: smtp.url } });
  filesDir = path.join(server.dataDir, "files");
  fs.mkdirSync(filesDir, { recursive: true });
  execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", filesDir]);
});

afterAll(async () => {
  if (filesDir) execFileSync("umount", [filesDir]);
  await server?.close();
  await smtp?.close();
});

async function storageUsed(cookie: string) {
  const response = await fetch(`${server.url}/api/account/usage`, { headers: { cookie } });
  return ((await response.json()) as { storageBytes: number }).storageBytes;
}

const upload = (cookie: string, name: string, body: Uint8Array<ArrayBuffer>) =>
  fetch(`${server.url}/api/files?name=${name}`, {
    method: "POST",
    headers: { origin: server.url, cookie },
    body,
  });

/**
 * A POST whose answer may come before its body is all sent (the server stops reading when the
 * write fails): the answer, whatever happens to the rest of the upload afterwards.
 */
function postAnswered(url: string, cookie: string, body: Uint8Array) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    let answered = false;
    const request = http.request(
      url,
      {
        method: "POST",
        headers: { origin: server.url, cookie, "content-length": String(body.byteLength) },
      },
      (response) => {
        answered = true;
        let text = "";
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    request.end(Buffer.from(body));
  });
}

describe.skipIf(!canMount)("the disk full during an upload, on a real server process", () => {
  it("answers a clear 507, leaves no partial file, charges no storage, and takes the next file", async () => {
    const cookie = await signedIn(server, smtp);
    const png = await pngImage(8, 8);
    // A PNG's header and 3 MB after it: the write runs out of room a megabyte in.
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(png);
    const response = await postAnswered(`${server.url}/api/files?name=big.png`, cookie, big);
    expect(response.status).toBe(507);
    const { error } = JSON.parse(response.text) as { error: { code: string; message: string } };
    expect(error.message).toMatch(/no room left/);
    expect(error.message).not.toMatch(/Something went wrong/);
    expect(fs.readdirSync(filesDir)).toEqual([]);
    expect(await storageUsed(cookie)).toBe(0);
    const list = await fetch(`${server.url}/api/files`, { headers: { cookie } });
    expect(JSON.stringify(await list.json())).not.toContain("big.png");

    // The server goes on: a file that fits is stored.
    const small = await upload(cookie, "small.png", new Uint8Array(png));
    expect(small.status).toBe(201);
    expect(fs.readdirSync(filesDir)).toHaveLength(1);
    expect(await storageUsed(cookie)).toBe(png.byteLength);
  });
});
