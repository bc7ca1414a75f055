import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "@/server/platform/db/client";
import { providerCredential } from "@/server/platform/db/schema/admin";
import { parseEnv } from "@/server/platform/env";
import { providerKeyCipher } from "./provider-key-cipher";
import { createProviderSettings } from "./provider-settings";

const secret = "a-server-secret-of-at-least-32-chars";
const silent = { warn: () => {} };
const nothing = async () => {};

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: "memory" });
});
afterAll(() => database.close());

describe("the provider key cipher", () => {
  it("opens what it sealed, and nothing sealed with another secret, for another provider, or altered", () => {
    const cipher = providerKeyCipher(secret);
    const sealed = cipher.seal("openai", "sk-live-1234567890abcdef");
    expect(sealed).not.toContain("sk-live");
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(cipher.open("openai", sealed)).toBe("sk-live-1234567890abcdef");
    // A fresh nonce each time: the same key never seals the same way twice.
    expect(cipher.seal("openai", "sk-live-1234567890abcdef")).not.toBe(sealed);
    expect(providerKeyCipher(`${secret}-rotated`).open("openai", sealed)).toBeUndefined();
    expect(cipher.open("anthropic", sealed)).toBeUndefined();
    const [mark, nonce, body, tag] = sealed.split(".");
    const flipped = `${body?.[0] === "A" ? "B" : "A"}${body?.slice(1)}`;
    expect(cipher.open("openai", [mark, nonce, flipped, tag].join("."))).toBeUndefined();
    expect(cipher.open("openai", "not sealed")).toBeUndefined();
  });
});

describe("provider settings", () => {
  it("merge the environment's keys, which win, with those an admin stored", async () => {
    await database.db.delete(providerCredential);
    const env = parseEnv({ ANTHROPIC_API_KEY: "sk-ant-from-the-environment" });
    const settings = createProviderSettings({ db: database.db, env, secret, logger: silent });
    await settings.save("openai", { apiKey: "sk-stored-by-an-admin-0001" }, nothing);
    await expect(
      settings.save("anthropic", { apiKey: "sk-ant-stored-by-an-admin" }, nothing),
    ).rejects.toThrow(/ANTHROPIC_API_KEY is set in the server's environment/);

    const current = await settings.current();
    expect(current.OPENAI_API_KEY).toBe("sk-stored-by-an-admin-0001");
    expect(current.ANTHROPIC_API_KEY).toBe("sk-ant-from-the-environment");
    const statuses = await settings.statuses();
    expect(statuses.find((status) => status.id === "openai")).toMatchObject({
      configured: true,
      keySource: "admin",
      keyEnding: "0001",
    });
    expect(statuses.find((status) => status.id === "anthropic")).toMatchObject({
      keySource: "environment",
      keyEnding: "ment",
    });
    expect(JSON.stringify(statuses)).not.toContain("sk-stored");
    expect(statuses.find((status) => status.id === "fal")).toMatchObject({
      configured: false,
      keySource: null,
    });
  });

  it("rebuild what was derived from them when they change, in this process at once and in another soon", async () => {
    await database.db.delete(providerCredential);
    const env = parseEnv({});
    const here = createProviderSettings({ db: database.db, env, secret, logger: silent });
    const there = createProviderSettings({
      db: database.db,
      env,
      secret,
      logger: silent,
      refreshMs: 100,
    });
    let builds = 0;
    const keyThere = there.derive((config) => {
      builds++;
      return config.FAL_KEY;
    });
    expect(await keyThere()).toBeUndefined();
    expect(await keyThere()).toBeUndefined();
    expect(builds).toBe(1);

    await here.save("fal", { apiKey: "fal-key-from-the-admin-area" }, nothing);
    expect((await here.current()).FAL_KEY).toBe("fal-key-from-the-admin-area");
    await expect
      .poll(keyThere, { interval: 50, timeout: 2000 })
      .toBe("fal-key-from-the-admin-area");
    expect(builds).toBe(2);

    expect(await here.remove("fal", nothing)).toBe(true);
    expect((await here.current()).FAL_KEY).toBeUndefined();
    await expect.poll(keyThere, { interval: 50, timeout: 2000 }).toBeUndefined();
  });

  it("say when a stored key cannot be read with this server's secret, and do not use it", async () => {
    await database.db.delete(providerCredential);
    const env = parseEnv({});
    const before = createProviderSettings({ db: database.db, env, secret, logger: silent });
    await before.save("groq", { apiKey: "gsk-sealed-with-the-old-secret" }, nothing);
    const warnings: unknown[] = [];
    const after = createProviderSettings({
      db: database.db,
      env,
      secret: `${secret}-new`,
      logger: { warn: (details: unknown) => void warnings.push(details) },
    });
    expect((await after.current()).GROQ_API_KEY).toBeUndefined();
    const groq = (await after.statuses()).find((status) => status.id === "groq");
    expect(groq).toMatchObject({ configured: false, storedKeyUnreadable: true });
    expect(JSON.stringify(warnings)).not.toContain("gsk-");
    expect(warnings).toEqual([{ provider: "groq" }]);
  });
});
