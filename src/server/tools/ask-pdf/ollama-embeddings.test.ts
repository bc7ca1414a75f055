import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOllama, startFakeOllama } from "#tests/fakes/ollama";
import { chatBody, readUIStream, streamedText } from "#tests/fakes/ui-stream";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { textPdf } from "#tests/support/text-pdf";
import { conversationStore } from "@/server/features/conversations/conversation-store";
import { user } from "@/server/platform/db/schema/auth";
import { document } from "@/server/platform/db/schema/documents";
import type { DocumentAddedResponse } from "@/shared/documents";
import type { AdminModelsResponse } from "@/shared/model-admin";

let ollama: FakeOllama;
let t: TestApp;
let cookie: string;
let userId: string;

const harbour = [
  "The harbour master of Port Ellery kept a ledger of every ship that moored at the stone quay.",
  "",
  "In the winter of 1891 the schooner Marigold arrived with a cargo of Norwegian timber and left with salted cod.",
  "",
  "The lighthouse keeper, Agnes Thorne, lit the lamp each dusk and wrote the weather in a blue notebook.",
].join("\n");

beforeAll(async () => {
  ollama = await startFakeOllama();
  t = await createTestApp({ AI_MAX_RETRIES: "0" }, { localOllamaUrl: ollama.url });
  // The first account is the admin.
  cookie = await t.signUp("keeper@example.com");
  const [row] = await t.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, "keeper@example.com"));
  userId = row?.id ?? "";
});
afterAll(async () => {
  await t.close();
  await ollama.close();
});

describe("Ask My PDF with a local Ollama", () => {
  it("embeds documents with the embedding model Ollama has pulled, and searches the question with it", async () => {
    const conversationId = crypto.randomUUID();
    await conversationStore(t.db, userId).create(conversationId, "ask-pdf", "Harbour");
    const form = new FormData();
    form.set("file", new Blob([Buffer.from(textPdf(harbour, "Harbour records"))]), "harbour.pdf");
    const added = await t.request(`/api/conversations/${conversationId}/documents`, {
      method: "POST",
      body: form,
      cookie,
    });
    expect(added.status).toBe(202);
    const { document: queued } = (await added.json()) as DocumentAddedResponse;
    const job = await t.jobs.finished(userId, queued.jobId ?? "");
    expect(job?.status).toBe("succeeded");

    const [stored] = await t.db
      .select({ model: document.embeddingModel })
      .from(document)
      .where(eq(document.id, queued.id));
    expect(stored?.model).toBe("ollama:nomic-embed-text:latest");
    expect(ollama.embedded.flat().join(" ")).toContain("schooner Marigold");

    // Nobody chose it: Admin > Models shows Ollama's embedder as the one in use.
    const models = (await (
      await t.request("/api/admin/models", { cookie })
    ).json()) as AdminModelsResponse;
    expect(models.defaults.find((entry) => entry.purpose === "embedding")).toMatchObject({
      chosen: null,
      effective: { provider: "ollama", id: "nomic-embed-text:latest" },
    });

    const embeddedBefore = ollama.embedded.length;
    const response = await t.request("/api/chat", {
      method: "POST",
      cookie,
      json: chatBody(conversationId, "Which ship carried Norwegian timber?", {
        toolId: "ask-pdf",
        model: "llama3.2:latest",
      }),
    });
    expect(response.status).toBe(200);
    expect(streamedText(await readUIStream(response))).toBe(
      "Hello from llama3.2:latest on Ollama.",
    );
    const questions = ollama.embedded.slice(embeddedBefore).flat();
    expect(questions.some((text) => /norwegian timber/i.test(text))).toBe(true);
    const system = JSON.stringify(ollama.chats.at(-1)?.messages[0]?.content);
    expect(system).toContain("schooner Marigold");
  }, 60_000);
});
