import path from "node:path";
import { describe, expect, it } from "vitest";
import { toolIds } from "@/shared/tools/registry";
import { sourceFiles } from "../support/import-rules";
import { strayToolIds } from "../support/tool-id-places";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const check = (file: string, source: string) => strayToolIds([{ path: file, source }], toolIds);

describe("tool ids", () => {
  it("are written only in their tools' own places, the registries' lists and tests", () => {
    // Every file under src/, not only code: migrations, styles and workers too.
    expect(
      strayToolIds(
        sourceFiles(projectRoot, () => true),
        toolIds,
      ),
    ).toEqual([]);
  });

  it("are found in any other file, in any quotes", () => {
    expect(
      check("src/client/components/site/footer-columns.ts", 'const tools = ["multi-chat"];'),
    ).toEqual([
      'src/client/components/site/footer-columns.ts:1 names the tool "multi-chat" outside its own places',
    ]);
    expect(
      check("src/client/pages/landing/features-section.tsx", "\n{ tool: 'ask-pdf' }, `ask-pdf`"),
    ).toHaveLength(2);
    expect(
      check("src/server/platform/db/migrations/0099_x.sql", "DEFAULT 'multi-chat'"),
    ).toHaveLength(1);
  });

  it("are found in another tool's places", () => {
    expect(
      check("src/client/tools/seg-swap/workspace.tsx", 'useJobHistory("image-generator")'),
    ).toHaveLength(1);
    expect(check("src/shared/tools/seg-swap.ts", 'source: "image-generator"')).toHaveLength(1);
    expect(
      check("src/server/tools/image-generator-extra/route.ts", 'toolId: "image-generator"'),
    ).toHaveLength(1);
  });

  it("may be written in their own places, the registries' lists and tests", () => {
    expect(check("src/shared/tools/image-generator.ts", 'id: "image-generator"')).toEqual([]);
    expect(check("src/server/tools/image-generator/route.ts", '"image-generator"')).toEqual([]);
    expect(check("src/client/tools/image-generator/view.tsx", "'image-generator'")).toEqual([]);
    for (const registry of [
      "src/shared/tools/registry.ts",
      "src/server/tools/index.ts",
      "src/client/tools/registry.ts",
    ])
      expect(check(registry, '"image-generator"')).toEqual([]);
    expect(check("src/server/features/jobs/route.test.ts", 'toolId: "image-generator"')).toEqual(
      [],
    );
  });

  it("are not confused with longer strings that contain them", () => {
    expect(
      check("src/client/api/images.ts", 'fetch("/api/image-generator"); "image-generator-2"'),
    ).toEqual([]);
  });
});
