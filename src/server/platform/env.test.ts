import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envVariableNames, parseEnv } from "./env";

describe("parseEnv", () => {
  it("runs with no configuration at all: port 3000, ./data, embedded database, mail to the log", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.appUrl).toBe("http://localhost:3000");
    expect(env.dataDir).toBe(path.resolve("data"));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(false);
  });

  it("treats empty values as unset, as a copied .env.example leaves them", () => {
    const env = parseEnv({ DATABASE_URL: "", SMTP_URL: "", OPENAI_API_KEY: "", TRUST_PROXY: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.OPENAI_API_KEY).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(false);
  });

  it("gives every variable set to an empty value its default", () => {
    const empty = Object.fromEntries(envVariableNames.map((name) => [name, ""]));
    expect(parseEnv(empty)).toEqual(parseEnv({}));
    const env = parseEnv({ PORT: "", DATA_DIR: " ", BETTER_AUTH_SECRET: "", MAIL_FROM: "" });
    expect(env.PORT).toBe(3000);
    expect(env.dataDir).toBe(path.resolve("data"));
    expect(env.BETTER_AUTH_SECRET).toBeUndefined();
    expect(env.MAIL_FROM).toBe("Bismo <no-reply@bismo.local>");
  });

  it("accepts only a PostgreSQL DATABASE_URL", () => {
    for (const url of ["postgres://bismo@db:5432/bismo", "postgresql://bismo@db/bismo"]) {
      expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    }
    expect(() => parseEnv({ DATABASE_URL: "mysql://bismo@db:3306/bismo" })).toThrow(
      "DATABASE_URL must be a postgres:// or postgresql:// URL",
    );
  });

  it("reads the app URL without a trailing slash and flags as booleans", () => {
    const env = parseEnv({ APP_URL: "https://bismo.example/", TRUST_PROXY: "true", PORT: "8080" });
    expect(env.appUrl).toBe("https://bismo.example");
    expect(env.TRUST_PROXY).toBe(true);
    expect(env.PORT).toBe(8080);
  });

  it("names every invalid setting in one clear error", () => {
    expect(() =>
      parseEnv({ PORT: "eighty", DATABASE_URL: "not a url", BETTER_AUTH_SECRET: "short" }),
    ).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(
          /^Invalid configuration:[\s\S]*PORT[\s\S]*DATABASE_URL[\s\S]*BETTER_AUTH_SECRET must be at least 32 characters/,
        ),
      }),
    );
  });
});

/** The variable names in backticks of the first cell of each row of README's configuration table. */
function readmeTableVariables(): string[] {
  const readme = fs.readFileSync(path.resolve(import.meta.dirname, "../../../README.md"), "utf8");
  const section = readme.split(/^## /m).find((part) => part.startsWith("Configuration")) ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...(line.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]*)`/g)])
    .map((match) => match[1] ?? "");
}

function envExampleVariables(): string[] {
  const example = fs.readFileSync(
    path.resolve(import.meta.dirname, "../../../.env.example"),
    "utf8",
  );
  return [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] ?? "");
}

describe("configuration documentation", () => {
  it("lists in README's table and in .env.example exactly the variables env.ts reads, each once", () => {
    const read = [...envVariableNames].sort();
    const table = readmeTableVariables();
    expect(table.length).toBe(new Set(table).size);
    expect([...table].sort()).toEqual(read);
    expect([...new Set(envExampleVariables())].sort()).toEqual(read);
  });
});
