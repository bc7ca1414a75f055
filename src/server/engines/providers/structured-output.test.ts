import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { type FakeOpenAI, schemaName, startFakeOpenAI } from "#tests/fakes/openai-server";
import { AppError } from "@/server/platform/http/errors";
import { providerFactories } from "./providers";
import { generateStructured, type StructuredRequest } from "./structured-output";

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const schema = z.object({
  name: z.string(),
  colours: z.array(z.string()).refine((list) => list.length >= 2, "at least two colours"),
});

async function ask(extra: Pick<StructuredRequest<typeof schema>, "onPartial" | "onRetry"> = {}) {
  const factories = await providerFactories({
    OPENAI_API_KEY: "test",
    OPENAI_BASE_URL: `${fake.url}/v1`,
  });
  const languageModel = factories.openai?.("gpt-5.1");
  if (!languageModel) throw new Error("no model");
  return generateStructured({
    languageModel,
    modelName: "GPT-5.1",
    schema,
    name: "palette",
    system: "Name a palette.",
    prompt: [{ role: "user", content: "Sea" }],
    timeoutMs: 5000,
    maxRetries: 0,
    ...extra,
  });
}

const good = JSON.stringify({ name: "Sea", colours: ["#003049", "#669bbc"] });

describe("generateStructured", () => {
  it("sends the schema by name and streams partial objects before the result", async () => {
    fake.setScenario({ reply: () => good });
    const partials: unknown[] = [];
    const result = await ask({ onPartial: (partial) => partials.push(partial) });
    expect(result).toEqual({ name: "Sea", colours: ["#003049", "#669bbc"] });
    expect(schemaName(fake.requests[0]?.body ?? {})).toBe("palette");
    expect(partials.length).toBeGreaterThan(1);
  });

  it("asks once more after broken JSON and returns the second answer", async () => {
    fake.setScenario({ reply: (_request, index) => (index === 0 ? '{"name": "Sea", "col' : good) });
    let retries = 0;
    const result = await ask({ onRetry: () => retries++ });
    expect(result.name).toBe("Sea");
    expect(retries).toBe(1);
    expect(fake.requests).toHaveLength(2);
  });

  it("asks once more after JSON that breaks the schema's rules", async () => {
    const tooFew = JSON.stringify({ name: "Sea", colours: ["#003049"] });
    fake.setScenario({ reply: (_request, index) => (index === 0 ? tooFew : good) });
    expect((await ask()).colours).toHaveLength(2);
    expect(fake.requests).toHaveLength(2);
  });

  it("gives up after a second unusable answer with a message naming the model", async () => {
    fake.setScenario({ reply: () => "Sorry, I cannot do JSON today." });
    const error = await ask().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(502);
    expect((error as AppError).message).toMatch(/GPT-5\.1 answered twice in a form/);
    expect(fake.requests).toHaveLength(2);
  });

  it("does not ask again when the provider fails: the failure is the answer", async () => {
    fake.setScenario({ failure: { kind: "status", status: 401 } });
    const error = (await ask().catch((caught: unknown) => caught)) as AppError;
    expect(error.message).toMatch(/rejected the API key/);
    expect(fake.requests).toHaveLength(1);
  });
});
