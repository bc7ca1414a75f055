import { z } from "zod";
import { idSchema } from "../ids";
import { textField } from "../text";

/**
 * A string the model must fill in. Checks are refinements, not JSON Schema keywords: some
 * providers' structured output refuses `minLength` and friends, so the schema sent stays plain
 * and the answer is checked here (an unusable one is asked for again).
 */
export function filled(description: string) {
  return z
    .string()
    .refine((value) => value.trim().length > 0, "must not be blank")
    .describe(description);
}

/** A stored result as the API and a guest's browser hold it: its fields plus id and times. */
export function savedResult<Shape extends z.ZodRawShape>(input: z.ZodObject<Shape>) {
  return input.extend({
    id: idSchema,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  });
}

/** A generation request: the chat model to ask (an id from GET /api/models) plus the tool's fields. */
export function generationRequest<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ model: textField().trim().min(1, "Choose a model.").max(200), ...shape });
}
