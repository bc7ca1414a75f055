import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineJob } from "./define-job";
import type { JobContext } from "./job-runner";

const contract = defineJob({
  input: z.object({ text: z.string() }),
  result: z.object({ length: z.number() }),
});

/** A job's context as the runner gives it, with `input` as it is stored. */
const contextWith = (input: unknown) => ({ input }) as unknown as JobContext;

describe("a job defined with its contract", () => {
  it("runs with its input as the schema reads it and answers its result", async () => {
    const handler = contract(async ({ input }) => ({ length: input.text.length }));
    expect(await handler(contextWith({ text: "four" }))).toEqual({ length: 4 });
  });

  it("refuses a stored input its schema does not describe, without running", async () => {
    let ran = false;
    const handler = contract(async () => {
      ran = true;
      return { length: 0 };
    });
    await expect(handler(contextWith({ words: 3 }))).rejects.toThrow();
    expect(ran).toBe(false);
  });

  it("fails the job rather than store a result the schema does not describe", async () => {
    // A result from code outside the type checker's view (a provider's JSON, say).
    const handler = contract(async () => JSON.parse('{"length":"4"}'));
    await expect(handler(contextWith({ text: "four" }))).rejects.toThrow();
  });
});
