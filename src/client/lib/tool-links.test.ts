import { describe, expect, it } from "vitest";
import { builtToolIds, toolView } from "@/client/tools/registry";
import { tools } from "@/shared/tools/registry";
import { builtTools, isBuilt, workingFirst } from "./tool-links";

describe("the build's tool catalogue", () => {
  it("calls built exactly the tools the workbench can show (chat tools and listed workspaces)", () => {
    for (const tool of tools) {
      expect(isBuilt(tool.id), tool.id).toBe(toolView(tool.id).kind !== "unavailable");
    }
    expect(builtTools.map((tool) => tool.id)).toEqual(builtToolIds);
  });

  it("puts the tools that work first, each group in the registry's order", () => {
    const ordered = workingFirst(tools).map((tool) => tool.id);
    const working = builtToolIds.length;
    expect(ordered.slice(0, working)).toEqual(builtToolIds);
    expect(ordered.slice(working).some(isBuilt)).toBe(false);
    expect(ordered).toHaveLength(tools.length);
  });
});
