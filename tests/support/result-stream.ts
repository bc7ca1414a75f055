import type { ResultStreamEvent } from "@/shared/result-stream";

/** Every event of a generation's NDJSON answer, in order. */
export async function readResultEvents<Result = unknown>(
  response: Response,
): Promise<ResultStreamEvent<Result>[]> {
  const text = await response.text();
  return text
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as ResultStreamEvent<Result>);
}

/** The result of a generation's answer, or a thrown error naming the error event it had instead. */
export async function streamedResult<Result>(response: Response): Promise<Result> {
  if (response.status !== 200)
    throw new Error(`status ${response.status}: ${await response.text()}`);
  const events = await readResultEvents<Result>(response);
  const last = events.at(-1);
  if (last?.type === "result") return last.value;
  throw new Error(`no result: ${JSON.stringify(last)}`);
}

/** The user content the fake provider last received, as one string (text parts joined). */
export function promptText(body: { messages?: Array<{ role: string; content: unknown }> }): string {
  return (body.messages ?? [])
    .map((message) =>
      typeof message.content === "string"
        ? message.content
        : Array.isArray(message.content)
          ? message.content
              .map((part: { type?: string; text?: string }) => part.text ?? `[${part.type}]`)
              .join("\n")
          : "",
    )
    .join("\n");
}
