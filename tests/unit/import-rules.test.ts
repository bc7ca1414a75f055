import path from "node:path";
import { describe, expect, it } from "vitest";
import { toolIds } from "@/shared/tools/registry";
import { importViolations, sourceFiles } from "../support/import-rules";

const ids = new Set<string>(toolIds);
const projectRoot = path.resolve(import.meta.dirname, "../..");
const check = (file: string, source: string) => importViolations([{ path: file, source }], ids);

describe("import rules", () => {
  it("hold for every file in src/", () => {
    expect(importViolations(sourceFiles(projectRoot), ids)).toEqual([]);
  });

  it("keep shared code to zod and shared files", () => {
    expect(
      check("src/shared/chat.ts", 'import { z } from "zod";\nimport { x } from "./ids";'),
    ).toEqual([]);
    expect(check("src/shared/chat.ts", 'import { Hono } from "hono";')).toHaveLength(1);
    expect(
      check("src/shared/chat.ts", 'import type { Db } from "@/server/platform/db/client";'),
    ).toHaveLength(1);
    expect(
      check("src/shared/tools/multi-chat.ts", 'import { generalChatModels } from "../models";'),
    ).toEqual([]);
  });

  it("let the client see the server only through types", () => {
    expect(check("src/client/api/http.ts", 'import type { AppType } from "@/server/app";')).toEqual(
      [],
    );
    expect(
      check("src/client/api/http.ts", 'import { createApp } from "@/server/app";'),
    ).toHaveLength(1);
    expect(check("src/client/api/http.ts", 'const m = import("@/server/app");')).toHaveLength(1);
    expect(check("src/server/app.ts", 'import { api } from "@/client/api/http";')).toHaveLength(1);
  });

  it("keep each tool's folders to themselves", () => {
    expect(
      check(
        "src/server/tools/code-assistant/system-prompt.ts",
        'import { codeAssistant } from "@/shared/tools/code-assistant";',
      ),
    ).toEqual([]);
    expect(
      check(
        "src/server/tools/code-assistant/system-prompt.ts",
        'import { x } from "../smart-chat/system-prompt";',
      ),
    ).toHaveLength(1);
    expect(check("src/shared/tools/ask-pdf.ts", 'import { x } from "./multi-chat";')).toHaveLength(
      1,
    );
    expect(
      check("src/client/tools/registry.ts", 'import { x } from "./code-assistant/options-bar";'),
    ).toEqual([]);
  });

  it("keep routes out of services", () => {
    expect(
      check(
        "src/server/features/chat/chat-service.ts",
        'import { modelsRoute } from "@/server/features/models/route";',
      ),
    ).toHaveLength(1);
    expect(
      check(
        "src/server/features/chat/routes.ts",
        'import { modelsRoute } from "@/server/features/models/route";',
      ),
    ).toEqual([]);
    expect(check("src/server/app.ts", 'import { chatRoutes } from "./chat/routes";')).toEqual([]);
  });
});
