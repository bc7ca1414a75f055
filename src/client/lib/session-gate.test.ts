import { afterEach, describe, expect, it, vi } from "vitest";
import { holdRequestsFor, sessionFetch } from "./session-gate";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function countFetches() {
  const sent: string[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    sent.push(String(input));
    return new Response("{}");
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sessionFetch", () => {
  it("sends at once when no session is being started", async () => {
    const sent = countFetches();
    await sessionFetch("/api/models");
    expect(sent).toEqual(["/api/models"]);
  });

  it("waits until the guest session is started, then sends", async () => {
    const sent = countFetches();
    const start = deferred();
    holdRequestsFor(start.promise);
    const answer = sessionFetch("/api/tool-suggestions");
    await tick();
    expect(sent).toEqual([]);
    start.resolve();
    await answer;
    expect(sent).toEqual(["/api/tool-suggestions"]);
  });

  it("sends anyway when the session could not be started, so the server's answer is shown", async () => {
    const sent = countFetches();
    const start = deferred();
    holdRequestsFor(start.promise);
    const answer = sessionFetch("/api/uploads");
    start.reject(new Error("network"));
    await answer;
    expect(sent).toEqual(["/api/uploads"]);
    await sessionFetch("/api/models");
    expect(sent).toEqual(["/api/uploads", "/api/models"]);
  });
});
