import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { DatabaseHealth } from "@/server/platform/db/client";
import { isDatabaseUnavailableError } from "./errors";
import { healthAnswer } from "./health";

const healthOf = (database: DatabaseHealth, language = "en") =>
  new Hono()
    .get("/health", (c) => healthAnswer(c, async () => database))
    .request("/health", { headers: { "accept-language": language } });

describe("GET /api/health", () => {
  it("answers 200 while the database answers", async () => {
    const response = await healthOf("ok");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers 503 with the reason, in the caller's language, while it restarts or is silent", async () => {
    const restarting = await healthOf("restarting");
    expect(restarting.status).toBe(503);
    expect(restarting.headers.get("retry-after")).toBe("5");
    expect(await restarting.json()).toEqual({
      status: "unavailable",
      database: "restarting",
      reason: "The database stopped unexpectedly and is being restarted.",
    });
    const silent = await healthOf("unreachable", "de");
    expect(await silent.json()).toMatchObject({
      database: "unreachable",
      reason: "Die Datenbank antwortet nicht.",
    });
  });
});

describe("isDatabaseUnavailableError", () => {
  const socket = "/data/postgres/.s.PGSQL.5432";
  it("knows the database away: refused or broken connections, a server crashed or starting", () => {
    const refused = Object.assign(new Error(`connect ECONNREFUSED ${socket}`), {
      code: "ECONNREFUSED",
      address: socket,
    });
    expect(isDatabaseUnavailableError(new Error("query failed", { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailableError(Object.assign(new Error("x"), { code: "57P03" }))).toBe(true);
    expect(isDatabaseUnavailableError(Object.assign(new Error("x"), { code: "08006" }))).toBe(true);
    expect(isDatabaseUnavailableError(new Error("Connection terminated unexpectedly"))).toBe(true);
  });

  it("leaves other failures alone: a missing file, a refused provider, a constraint", () => {
    const missing = Object.assign(new Error("ENOENT"), { code: "ENOENT", path: "/data/files/x" });
    const provider = Object.assign(new Error("refused"), {
      code: "ECONNREFUSED",
      address: "127.0.0.1",
    });
    expect(isDatabaseUnavailableError(missing)).toBe(false);
    expect(isDatabaseUnavailableError(provider)).toBe(false);
    expect(isDatabaseUnavailableError(Object.assign(new Error("x"), { code: "23505" }))).toBe(
      false,
    );
  });
});
