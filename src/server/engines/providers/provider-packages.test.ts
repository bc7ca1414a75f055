import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const serverDir = path.resolve(import.meta.dirname, "../..");

/**
 * The AI SDK's provider packages (not its shared `provider` interfaces or `provider-utils`),
 * OpenRouter's, and the official clients Bismo uses for fal and Replicate.
 */
const providerPackage =
  /^(@ai-sdk\/(?!provider$|provider-utils$)|@openrouter\/|@fal-ai\/|replicate$)/;

/** The server's modules, tests left out. */
const serverModules = () =>
  fs
    .readdirSync(serverDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /(?<!\.test)\.ts$/.test(file))
    .map((file) => path.join(serverDir, file));

/** `import ... from "x"` declarations that load x when the module loads (type-only ones do not). */
function staticImports(file: string, text = fs.readFileSync(file, "utf8")): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier) &&
    !(ts.isImportDeclaration(statement) ? statement.importClause?.isTypeOnly : statement.isTypeOnly)
      ? [statement.moduleSpecifier.text]
      : [],
  );
}

describe("AI SDK provider packages", () => {
  // Each holds a few hundred kilobytes of code and schemas (7 MB of a server's memory for the
  // eleven): a server loads only those of the providers whose keys are set (decision 0010).
  it("are imported where a provider is configured, never when a server module loads", () => {
    const found = serverModules().flatMap((file) =>
      staticImports(file)
        .filter((specifier) => providerPackage.test(specifier))
        .map((specifier) => `${path.relative(serverDir, file)}: ${specifier}`),
    );
    expect(found).toEqual([]);
  });

  it("are found by the check when imported statically, and only then", () => {
    const module = [
      'import { createAnthropic } from "@ai-sdk/anthropic";',
      'import type { GoogleGenerativeAIProvider } from "@ai-sdk/google";',
      'export { createGroq } from "@ai-sdk/groq";',
      'const { createMistral } = await import("@ai-sdk/mistral");',
      'import Replicate from "replicate";',
    ].join("\n");
    const found = staticImports("module.ts", module);
    expect(found).toEqual(["@ai-sdk/anthropic", "@ai-sdk/groq", "replicate"]);
    expect(found.filter((specifier) => providerPackage.test(specifier))).toEqual(found);
    expect(providerPackage.test("@fal-ai/client")).toBe(true);
    expect(providerPackage.test("@ai-sdk/provider-utils")).toBe(false);
  });
});
