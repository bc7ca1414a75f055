import path from "node:path";
import { describe, expect, it } from "vitest";
import { strayApiUse } from "../support/client-api-use";
import { sourceFiles } from "../support/import-rules";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const check = (file: string, source: string) => strayApiUse([{ path: file, source }]);

describe("the client's requests", () => {
  it("name API paths only in the one HTTP client, and read job results by their schemas", () => {
    expect(strayApiUse(sourceFiles(projectRoot))).toEqual([]);
  });

  it("are caught naming a path in any quotes, and casting a job's result", () => {
    const file = "src/client/tools/seg-swap/api.ts";
    expect(check(file, 'fetch("/api/seg-swap")')).toEqual([
      `${file}:1 names an API path outside src/client/api/http.ts`,
    ]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source code, as the check reads it
    expect(check(file, "const path = `/api/files/${id}`;\nsend('/api/x');")).toHaveLength(2);
    expect(check(file, "const r = (job.result as Result);\nconst s = job?.result as S;")).toEqual([
      `${file}:1 casts a job's result instead of reading it with its schema`,
      `${file}:2 casts a job's result instead of reading it with its schema`,
    ]);
  });

  it("may name paths in comments, in tests, in the HTTP client and on the server", () => {
    expect(check("src/client/api/files.ts", "/** GET /api/files */ const a = 1;")).toEqual([]);
    expect(check("src/client/lib/session-gate.test.ts", 'fetch("/api/models")')).toEqual([]);
    expect(check("src/client/api/files.ts", 'import { api } from "@/client/api/http";')).toEqual(
      [],
    );
    expect(check("src/client/api/http.ts", 'const base = "/api/auth";')).toEqual([]);
    expect(check("src/server/app.ts", 'app.route("/api/files", files)')).toEqual([]);
  });
});
