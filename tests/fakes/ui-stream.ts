/** A chunk of an AI SDK UI message stream, as the browser receives it. */
export type StreamChunk = { type: string; [key: string]: unknown };

/** Reads a whole `text/event-stream` UI message stream response into its chunks. */
export async function readUIStream(response: Response): Promise<StreamChunk[]> {
  const text = await response.text();
  return text
    .split("\n")
    .filter((line) => line.startsWith("data: ") && line !== "data: [DONE]")
    .map((line) => JSON.parse(line.slice("data: ".length)) as StreamChunk);
}

export function streamedText(chunks: StreamChunk[]): string {
  return chunks
    .filter((chunk) => chunk.type === "text-delta")
    .map((chunk) => String(chunk.delta))
    .join("");
}

export function streamedError(chunks: StreamChunk[]): string | undefined {
  const error = chunks.find((chunk) => chunk.type === "error");
  return error ? String(error.errorText) : undefined;
}

/** The body `useChat` + DefaultChatTransport sends for one new user message. */
export function chatBody(
  conversationId: string,
  text: string,
  extra: Record<string, unknown> = {},
  history: Array<{ id: string; role: string; parts: unknown[] }> = [],
) {
  return {
    id: conversationId,
    trigger: "submit-message",
    toolId: "multi-chat",
    model: "gpt-4o",
    messages: [
      ...history,
      { id: `u-${crypto.randomUUID()}`, role: "user", parts: [{ type: "text", text }] },
    ],
    ...extra,
  };
}
