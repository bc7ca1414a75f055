import { describe, expect, it } from "vitest";
import { builtToolIds, toolView } from "@/client/tools/registry";
import { tools } from "@/shared/tools/registry";
import { builtTools, isBuilt, promoted, workingFirst } from "./tool-links";

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

  it("promotes working tools only, each where its definition asks, lower ranks first", () => {
    for (const place of ["card", "footer"] as const) {
      const asking = tools.filter((tool) => isBuilt(tool.id) && tool.promotion?.[place]);
      const listed = promoted(place, tools.length);
      expect(listed.map(({ tool }) => tool.id).sort()).toEqual(
        asking.map((tool) => tool.id).sort(),
      );
      const ranks = listed.map(({ entry }) => entry.rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(promoted(place, 2)).toEqual(listed.slice(0, 2));
    }
  });
});
