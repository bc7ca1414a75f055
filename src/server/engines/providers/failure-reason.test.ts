import { APICallError, RetryError } from "ai";
import { describe, expect, it } from "vitest";
import { describeProviderError } from "./failure-reason";

const apiError = (statusCode: number) =>
  new APICallError({
    message: "provider said: key sk-live-123 is wrong",
    url: "https://api.example.com",
    requestBodyValues: {},
    statusCode,
  });

describe("describeProviderError", () => {
  it("maps each failure to a specific reason without the provider's text", () => {
    expect(describeProviderError(apiError(401)).kind).toBe("invalid_key");
    expect(describeProviderError(apiError(429)).kind).toBe("rate_limited");
    expect(describeProviderError(apiError(503)).kind).toBe("unavailable");
    expect(describeProviderError(apiError(200)).kind).toBe("cut");
    const retried = new RetryError({
      message: "Failed after 3 attempts",
      reason: "maxRetriesExceeded",
      errors: [apiError(429), apiError(429)],
    });
    expect(describeProviderError(retried).kind).toBe("rate_limited");
    expect(describeProviderError(new TypeError("terminated")).kind).toBe("cut");
    expect(describeProviderError(apiError(401)).message).not.toContain("sk-live");
  });
});
