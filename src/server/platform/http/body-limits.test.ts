import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { requestBodyLimits, streamedUpload } from "./body-limits";

/** An app as app.ts builds one: the limits on every path, routes from sub-apps. */
function appWith(routes: Hono) {
  return new Hono().use("*", requestBodyLimits(100)).route("/", routes);
}

const big = "x".repeat(500);

describe("request body limits", () => {
  it("refuse a body past the limit on a route that does not take a streamed file", async () => {
    const app = appWith(new Hono().post("/json", async (c) => c.text(await c.req.text())));
    const response = await app.request("/json", { method: "POST", body: big });
    expect(response.status).toBe(413);
  });

  it("pass over a route marked as taking a streamed file, also inside a sub-app with its own error handler", async () => {
    const own = new Hono().post("/upload", streamedUpload(), async (c) =>
      c.text(await c.req.text()),
    );
    own.onError((_error, c) => c.text("sub-app error", 500));
    const app = appWith(new Hono().route("/", own));
    const response = await app.request("/upload", { method: "POST", body: big });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(big);
  });

  it("run the route's checks before its handler, which a refusing check never reaches", async () => {
    const seen: string[] = [];
    const app = appWith(
      new Hono().post(
        "/upload",
        streamedUpload(
          async (_c, next) => {
            seen.push("first");
            await next();
          },
          async (c) => c.text("refused", 429),
        ),
        (c) => {
          seen.push("handler");
          return c.text("stored");
        },
      ),
    );
    const response = await app.request("/upload", { method: "POST", body: big });
    expect(response.status).toBe(429);
    expect(seen).toEqual(["first"]);
  });
});
