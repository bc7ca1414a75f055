import { sessionFetch } from "@/client/lib/session-gate";
import { ApiError, parseErrorBody } from "./http";

/** POSTs JSON to an export endpoint and answers the file it sends back. */
export async function postForFile(path: string, body: unknown): Promise<Blob> {
  let response: Response;
  try {
    response = await sessionFetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "network", "Network error: check your connection and try again.");
  }
  if (response.ok) return response.blob();
  const error = parseErrorBody(await response.json().catch(() => null));
  throw new ApiError(
    response.status,
    error?.code ?? "unknown",
    error?.message ?? `${response.status}: the file could not be made.`,
  );
}
