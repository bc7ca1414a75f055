import type { JobView } from "@/shared/jobs";
import type { TestApp } from "./test-app";

/** The events of `GET /api/jobs/:id/events` as they arrive, until the stream ends. */
export async function* jobEvents(response: Response): AsyncGenerator<JobView> {
  if (!response.body) return;
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  let buffered = "";
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      buffered += decoder.decode(next.value, { stream: true });
      let end = buffered.indexOf("\n\n");
      while (end !== -1) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const data = block
          .split("\n")
          .filter((line) => line.startsWith("data:"))
          .map((line) => line.slice(5).trim())
          .join("\n");
        if (block.includes("event: job") && data) yield JSON.parse(data) as JobView;
        end = buffered.indexOf("\n\n");
      }
    }
  } finally {
    // Leaving early closes the stream, as a browser tab going away does.
    await reader.cancel();
  }
}

/** Follows a job's progress stream until `until` holds; answers that view and all seen before. */
export async function followJob(
  t: TestApp,
  cookie: string,
  jobId: string,
  until: (view: JobView) => boolean = (view) =>
    ["succeeded", "failed", "cancelled"].includes(view.status),
) {
  const controller = new AbortController();
  const response = await t.request(`/api/jobs/${jobId}/events`, {
    cookie,
    signal: controller.signal,
  });
  if (response.status !== 200)
    throw new Error(`events: ${response.status} ${await response.text()}`);
  const seen: JobView[] = [];
  for await (const view of jobEvents(response)) {
    seen.push(view);
    if (until(view)) {
      controller.abort();
      return { view, seen };
    }
  }
  throw new Error(`the stream ended before the job got there: ${JSON.stringify(seen.at(-1))}`);
}
