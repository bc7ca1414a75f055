import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contextNeedsPromiseHooks, heapGrowingPercent, heapGrowthFlag } from "./node-runtime";

describe("contextNeedsPromiseHooks", () => {
  it("is true where AsyncLocalStorage runs on promise hooks, false with context frames", () => {
    expect(contextNeedsPromiseHooks("20.19.0", [])).toBe(true);
    expect(contextNeedsPromiseHooks("22.12.0", [])).toBe(true);
    expect(contextNeedsPromiseHooks("22.12.0", ["--experimental-async-context-frame"])).toBe(false);
    expect(contextNeedsPromiseHooks("24.0.0", [])).toBe(false);
    expect(contextNeedsPromiseHooks("24.0.0", ["--no-async-context-frame"])).toBe(true);
  });
});

describe("heapGrowthFlag", () => {
  it("sets V8's heap growth unless the operator set it on the command line", () => {
    expect(heapGrowthFlag([])).toBe(`--heap-growing-percent=${heapGrowingPercent}`);
    expect(heapGrowthFlag(["--max-old-space-size=512"])).toBe(
      `--heap-growing-percent=${heapGrowingPercent}`,
    );
    expect(heapGrowthFlag(["--heap-growing-percent=200"])).toBeNull();
  });
});

describe("collectStartGarbage", () => {
  it("runs a full collection that, on Node 24, hands back the young generation", () => {
    // In a process of its own, as a server's start: short-lived garbage grows the young
    // generation, then the collection runs.
    const script = `
      import v8 from "node:v8";
      import { collectStartGarbage } from ${JSON.stringify(path.join(import.meta.dirname, "node-runtime.ts"))};
      const young = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === "new_space").space_size;
      let kept = 0;
      for (let i = 0; i < 2000000; i++) kept += { i, text: "garbage " + i }.text.length;
      const grown = young();
      collectStartGarbage(10);
      setTimeout(() => console.log(JSON.stringify({ kept, grown, after: young(), exposed: typeof gc })), 300);
    `;
    const child = spawnSync(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script],
      {
        encoding: "utf8",
      },
    );
    expect(child.stderr).toBe("");
    const { grown, after, exposed } = JSON.parse(child.stdout);
    expect(exposed).toBe("undefined");
    if (Number(process.versions.node.split(".")[0]) >= 24) expect(after).toBeLessThan(grown);
    else expect(after).toBeLessThanOrEqual(grown);
  });
});
