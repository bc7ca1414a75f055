import type { z } from "zod";
import type { JobContext, JobHandler } from "./job-runner";

/** What a typed job's run gets: the job's context, its input as its schema reads it. */
export type TypedJobContext<Input> = Omit<JobContext, "input"> & { input: Input };

/**
 * A job handler with its contract: the input the route queued, read by `input`, and the
 * result the tool's clients read, of `result` (the tool's schema in src/shared). The run must
 * answer that result's type, and the answer is checked against it again before it is stored,
 * so a result the schema does not describe fails the job instead of reaching a client.
 * (Two calls, schemas first, so the run's literal values are read as the result's types.)
 */
export function defineJob<Input extends z.ZodType, Result extends z.ZodType>(schemas: {
  input: Input;
  result: Result;
}) {
  return (
    run: (context: TypedJobContext<z.output<Input>>) => Promise<z.input<Result>>,
  ): JobHandler =>
    async (context) => {
      const input = schemas.input.parse(context.input);
      return schemas.result.parse(await run({ ...context, input }));
    };
}
