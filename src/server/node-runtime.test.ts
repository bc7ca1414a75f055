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
