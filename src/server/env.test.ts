import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

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
