import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, "../..");
// Inside the project, so the copy resolves the project's node_modules.
const work = fs.mkdtempSync(path.join(projectRoot, "node_modules/.tmp/new-tool-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
  fs.writeFileSync(path.join(work, file), text);
};
const edit = (file: string, after: string, insert: string) => {
  const text = fs.readFileSync(path.join(work, file), "utf8");
  if (!text.includes(after)) throw new Error(`${file} has no "${after}"`);
  fs.writeFileSync(path.join(work, file), text.replace(after, `${after}${insert}`));
};

/** Type-checks the copy's three per-tool lists; resolves with tsc's output, failing or not. */
async function typecheck(): Promise<{ ok: boolean; output: string }> {
  const tsc = path.join(projectRoot, "node_modules/typescript/bin/tsc");
  try {
    await run(process.execPath, [tsc, "--noEmit", "-p", work]);
    return { ok: true, output: "" };
  } catch (error) {
    return { ok: false, output: String((error as { stdout?: string }).stdout) };
  }
}

describe("a new tool", () => {
  it("does not compile until its server prompt and client options bar are listed", async () => {
    fs.cpSync(path.join(projectRoot, "src"), path.join(work, "src"), { recursive: true });
    write(
      "tsconfig.json",
      JSON.stringify({
        extends: path.join(projectRoot, "tsconfig.json"),
        compilerOptions: { baseUrl: ".", paths: { "@/*": ["./src/*"] }, incremental: false },
        include: [],
        files: [
          "src/server/tools/index.ts",
          "src/client/tools/registry.ts",
          "src/client/tool-catalogue.d.ts",
        ],
      }),
    );
    // The tool's own file and its place in the registry's list: what adding a tool starts with.
    write(
      "src/shared/tools/throwaway-tool.ts",
      `import { z } from "zod";
import { generalChatModels } from "../models";
import { defineTool } from "./define-tool";

export const throwawayTool = defineTool({
  id: "throwaway-tool",
  name: "Throwaway Tool",
  description: "Exists only in a test.",
  category: "Chat",
  icon: "brain",
  kind: "chat",
  messageBar: true,
  uploadAccept: [],
  models: generalChatModels,
  options: z.object({ tone: z.enum(["dry", "warm"]).default("dry") }),
});
`,
    );
    edit("src/shared/tools/registry.ts", "export const toolDefinitions = [", "\n  throwawayTool,");
    edit(
      "src/shared/tools/registry.ts",
      'import { z } from "zod";',
      '\nimport { throwawayTool } from "./throwaway-tool";',
    );

    const missing = await typecheck();
    expect(missing.ok).toBe(false);
    expect(missing.output).toMatch(/src\/server\/tools\/index\.ts.*"throwaway-tool"/);
    expect(missing.output).toMatch(/src\/client\/tools\/registry\.ts.*"throwaway-tool"/);

    write(
      "src/server/tools/throwaway-tool/system-prompt.ts",
      `import { throwawayTool } from "@/shared/tools/throwaway-tool";
import { chatTool } from "../chat-tool";

export const throwawayToolPrompt = chatTool(throwawayTool, ({ tone }) => \`Answer in a \${tone} tone.\`);
`,
    );
    edit("src/server/tools/index.ts", "const chatTools = [", "\n  throwawayToolPrompt,");
    edit(
      "src/server/tools/index.ts",
      'import { Hono } from "hono";',
      '\nimport { throwawayToolPrompt } from "./throwaway-tool/system-prompt";',
    );
    write(
      "src/client/tools/throwaway-tool/options-bar.tsx",
      `import { OptionSelect } from "@/client/components/chat/option-select";
import { throwawayTool } from "@/shared/tools/throwaway-tool";
import { chatToolView } from "../tool-view";

export const throwawayToolView = chatToolView(throwawayTool, ({ options, onChange }) => (
  <OptionSelect label="Tone" value={options.tone} values={["dry", "warm"] as const} onChange={(tone) => onChange({ ...options, tone })} />
));
`,
    );
    edit("src/client/tools/registry.ts", "const chatToolViews = [", "\n  throwawayToolView,");
    edit(
      "src/client/tools/registry.ts",
      'import type { ComponentType } from "react";',
      '\nimport { throwawayToolView } from "./throwaway-tool/options-bar";',
    );

    const complete = await typecheck();
    expect(complete.output).toBe("");
    expect(complete.ok).toBe(true);
    // A full typecheck of a copy of src/: about 35 s on a quiet machine, minutes on a busy one.
  }, 300_000);
});
