import path from "node:path";
import { describe, expect, it } from "vitest";
import { toolIds } from "@/shared/tools/registry";
import { importViolations, layerOf, layerViolations, sourceFiles } from "../support/import-rules";

const ids = new Set<string>(toolIds);
const projectRoot = path.resolve(import.meta.dirname, "../..");
const check = (file: string, source: string) => importViolations([{ path: file, source }], ids);
/** The layer rules over a few files, each given as its path and its source. */
const layersOf = (files: Record<string, string>) =>
  layerViolations(Object.entries(files).map(([file, source]) => ({ path: file, source })));

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

  it("point the server's imports down its layers, with no loop between folders", () => {
    expect(layerViolations(sourceFiles(projectRoot))).toEqual([]);
  });

  it("place each server file in its layer", () => {
    expect(layerOf("src/server/platform/http/errors.ts")).toBe("platform");
    expect(layerOf("src/server/engines/media/ffmpeg.ts")).toBe("engines");
    expect(layerOf("src/server/features/chat/chat-service.ts")).toBe("features");
    expect(layerOf("src/server/tools/index.ts")).toBe("tools");
    expect(layerOf("src/server/app.ts")).toBe("composition");
    expect(layerOf("src/shared/chat.ts")).toBeNull();
  });

  it("catch an upward import, type-only too", () => {
    expect(
      layersOf({
        "src/server/features/chat/chat-service.ts": 'import { x } from "@/server/platform/env";',
        "src/server/platform/env.ts": "export const x = 1;",
      }),
    ).toEqual([]);
    const upward = layersOf({
      "src/server/platform/http/app-env.ts":
        'import type { Jobs } from "@/server/features/jobs/jobs";',
      "src/server/features/jobs/jobs.ts": "export type Jobs = {};",
    });
    expect(upward).toHaveLength(1);
    expect(upward[0]).toMatch(/app-env\.ts:1 .*platform never imports features/);
    expect(
      layersOf({
        "src/server/engines/media/ffmpeg.ts": 'import { x } from "../../tools/index";',
        "src/server/tools/index.ts": "export const x = 1;",
      }),
    ).toHaveLength(1);
  });

  it("catch two folders of one layer importing each other", () => {
    const loop = layersOf({
      "src/server/features/auth/auth.ts":
        'import type { UserErasure } from "@/server/features/account/user-erasure";',
      "src/server/features/account/user-erasure.ts": 'import { x } from "../auth/auth";',
    });
    expect(loop).toHaveLength(1);
    expect(loop[0]).toMatch(/^an import loop: /);
    expect(loop[0]).toContain("src/server/features/account");
    expect(loop[0]).toContain("src/server/features/auth");
    // One way only is no loop; a test file's imports are outside the rules.
    expect(
      layersOf({
        "src/server/features/account/user-erasure.ts": 'import { x } from "../auth/auth";',
        "src/server/features/auth/auth.ts": "export const x = 1;",
        "src/server/features/auth/auth.test.ts": 'import { y } from "../account/user-erasure";',
      }),
    ).toEqual([]);
  });
});
