import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverNodeFlags } from "../../scripts/server-node-flags.mjs";

describe("serverNodeFlags", () => {
  it("keeps V8's young generation at 16 MB a semi-space unless NODE_OPTIONS chooses one", () => {
    expect(serverNodeFlags("")).toEqual(["--max-semi-space-size=16"]);
    expect(serverNodeFlags("--max-old-space-size=512")).toEqual(["--max-semi-space-size=16"]);
    expect(serverNodeFlags("--max-semi-space-size=64")).toEqual([]);
  });

  it("is what package.json starts npm start's script with, so the server runs in that process", () => {
    const packageJson = path.resolve(import.meta.dirname, "../../package.json");
    const { scripts } = JSON.parse(fs.readFileSync(packageJson, "utf8"));
    expect(scripts.start).toBe(`node ${serverNodeFlags("").join(" ")} scripts/start.mjs`);
  });
});
