import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadAuthSecret } from "./secret";

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-secret-"));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

describe("loadAuthSecret", () => {
  it("uses BETTER_AUTH_SECRET when set and writes nothing", () => {
    const dir = tempDir();
    expect(loadAuthSecret("s".repeat(40), dir)).toBe("s".repeat(40));
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("generates a secret once into the data folder, readable only by its owner", () => {
    const dir = path.join(tempDir(), "not-yet-there");
    const first = loadAuthSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
    expect(loadAuthSecret(undefined, dir)).toBe(first);
  });
});
