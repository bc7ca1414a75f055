import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatBody } from "#tests/fakes/ui-stream";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { toolSuggestion } from "@/server/platform/db/schema/account-data";
import { conversation, upload } from "@/server/platform/db/schema/workbench";
import { nulCharacterMessage } from "@/shared/text";

// PostgreSQL cannot store the NUL character in text (SQLSTATE 22021); every entry point that
// once let it through, and answered 500, refuses it (or strips it from file contents) instead.
let t: TestApp;
let alice: string;
let guest: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("alice-nul@example.com");
  guest = await t.signInAsGuest();
});
afterAll(() => t.close());

const nul = "\u0000";

/** Refused by the request's schema, which names the field. */
async function expectNulRefused(response: Response, field: string) {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: { code: "validation_failed", message: `${field}: ${nulCharacterMessage}` },
  });
}

async function expectNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect((await response.json()).error.code).toBe("not_found");
}

const conversationCount = async () => (await t.db.select().from(conversation)).length;

describe("a NUL character in the request", () => {
  it("is refused in a tool suggestion, and nothing is stored", async () => {
    const response = await t.request("/api/tool-suggestions", {
      method: "POST",
      cookie: guest,
      json: { text: `a${nul}b` },
    });
    await expectNulRefused(response, "text");
    expect(await t.db.select().from(toolSuggestion)).toEqual([]);
  });

  it("is refused in the hub's message, and no conversation is started", async () => {
    const before = await conversationCount();
    const response = await t.request("/api/ai/chat", {
      method: "POST",
      cookie: alice,
      json: { message: `Hello${nul}world` },
    });
    await expectNulRefused(response, "message");
    expect(await conversationCount()).toBe(before);
  });

  it("is refused in a chat's id or in a message's text", async () => {
    const before = await conversationCount();
    const badId = await t.request("/api/chat", {
      method: "POST",
      cookie: alice,
      json: chatBody(`conv${nul}1`, "Hello"),
    });
    expect(badId.status).toBe(400);
    expect((await badId.json()).error.message).toMatch(/^id: an id has only letters/);
    const badText = await t.request("/api/chat", {
      method: "POST",
      cookie: alice,
      json: chatBody(crypto.randomUUID(), `Hello${nul}world`),
    });
    await expectNulRefused(badText, "messages.0.parts.0.text");
    expect(await conversationCount()).toBe(before);
  });

  it("in a conversation id of the URL finds nothing, for reading and deleting", async () => {
    await expectNotFound(await t.request("/api/conversations/a%00b", { cookie: alice }));
    await expectNotFound(
      await t.request("/api/conversations/a%00b", { method: "DELETE", cookie: alice }),
    );
  });

  it("in an upload id of the URL finds nothing", async () => {
    await expectNotFound(await t.request("/api/uploads/a%00b", { cookie: guest }));
  });
});

describe("a NUL character in an uploaded file", () => {
  const send = (name: string, bytes: Uint8Array) => {
    const form = new FormData();
    form.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name));
    form.set("toolId", "multi-chat");
    return t.request("/api/uploads", { method: "POST", body: form, cookie: guest });
  };
  const stored = async (id: string) =>
    (await t.db.select().from(upload).where(eq(upload.id, id)))[0];

  it("is dropped from the file name", async () => {
    const response = await send(`notes${nul}.txt`, new TextEncoder().encode("Some notes"));
    expect(response.status).toBe(201);
    const { id, name } = await response.json();
    expect(name).toBe("notes.txt");
    expect((await stored(id))?.name).toBe("notes.txt");
  });

  it("is dropped from extracted text, and a UTF-16 text file is read as UTF-16", async () => {
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...[..."Grüße"].flatMap((ch) => [ch.charCodeAt(0), 0]),
    ]);
    const fromUtf16 = await send("windows.txt", utf16);
    expect(fromUtf16.status).toBe(201);
    expect((await stored((await fromUtf16.json()).id))?.extractedText).toBe("Grüße");

    const withNul = await send("data.csv", new TextEncoder().encode(`a,b${nul}\n1,2`));
    expect(withNul.status).toBe(201);
    expect((await stored((await withNul.json()).id))?.extractedText).toBe("a,b\n1,2");
  });
});
