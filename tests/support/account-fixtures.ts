import { conversation, message } from "@/server/platform/db/schema/workbench";
import type { TestApp } from "./test-app";

/** The id of the user behind a cookie, as `GET /api/me` tells it. */
export async function userIdOf(t: TestApp, cookie: string): Promise<string> {
  const { user } = (await (await t.request("/api/me", { cookie })).json()) as {
    user: { id: string } | null;
  };
  if (!user) throw new Error("not signed in");
  return user.id;
}

type SeedMessage = { role: "user" | "assistant"; content: string; createdAt?: Date };

/** A saved conversation with its messages, as the chat would have stored them. */
export async function seedConversation(
  t: TestApp,
  userId: string,
  title: string,
  messages: SeedMessage[],
): Promise<string> {
  const id = crypto.randomUUID();
  await t.db.insert(conversation).values({ id, userId, toolId: "multi-chat", title });
  await t.db.insert(message).values(
    messages.map((entry, index) => ({
      id: `${id}-${index}`,
      conversationId: id,
      userId,
      role: entry.role,
      content: entry.content,
      ...(entry.createdAt ? { createdAt: entry.createdAt } : {}),
    })),
  );
  return id;
}

/** Uploads a text file through the API; answers the upload's id. */
export async function uploadText(t: TestApp, cookie: string, name: string, text: string) {
  const form = new FormData();
  form.set("file", new File([text], name));
  form.set("toolId", "multi-chat");
  const response = await t.request("/api/uploads", { method: "POST", body: form, cookie });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

/** The cookie header after a response: its Set-Cookie values replace those of the same name. */
export function withCookies(cookie: string, response: Response): string {
  const jar = new Map(
    cookie
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
  );
  for (const set of response.headers.getSetCookie()) {
    const pair = set.split(";")[0] ?? "";
    jar.set(pair.slice(0, pair.indexOf("=")), pair);
  }
  return [...jar.values()].join("; ");
}
