import { APICallError } from "ai";
import { describe, expect, it } from "vitest";
import { describeProviderError } from "./failure-reason";
import { modelGone } from "./model-gone";
import { ModelUnavailableError } from "./model-unavailable";
import { ProviderHttpError } from "./provider-http";
import { providerRefusal } from "./provider-refusal";

const refused = (statusCode: number, body: unknown) =>
  providerRefusal(
    new APICallError({
      message: "refused",
      url: "https://api.example.com",
      requestBodyValues: {},
      statusCode,
      responseBody: JSON.stringify(body),
    }),
  );

describe("a provider's answer that a model is gone", () => {
  it("is told apart per provider by status and code or message, as each documents it", () => {
    const openai = refused(404, {
      error: {
        message: "The model `gpt-5-mini` does not exist or you do not have access to it.",
        type: "invalid_request_error",
        param: null,
        code: "model_not_found",
      },
    });
    expect(modelGone("openai", openai)).toEqual({});
    expect(openai?.message).toMatch(/gpt-5-mini/);
    const anthropic = refused(404, {
      type: "error",
      error: { type: "not_found_error", message: "model: claude-3-sonnet" },
      request_id: "req_1",
    });
    expect(modelGone("anthropic", anthropic)).toEqual({});
    expect(modelGone("deepseek", refused(400, { error: { message: "Model Not Exist" } }))).toEqual(
      {},
    );
    const mistral = refused(400, {
      object: "error",
      message: "Invalid model: codestral-latest",
      type: "invalid_model",
      param: null,
      code: "1500",
    });
    expect(modelGone("mistral", mistral)).toEqual({});
    expect(
      modelGone(
        "openrouter",
        refused(400, { error: { code: 400, message: "x/y is not a valid model ID" } }),
      ),
    ).toEqual({});
  });

  it("takes the successor Google names in its answer", () => {
    const google = refused(404, {
      error: {
        code: 404,
        message:
          "This model models/gemini-2.5-flash is no longer available to new users. Please update your code to use models/gemini-3.8-flash instead.",
        status: "NOT_FOUND",
      },
    });
    expect(modelGone("google", google)).toEqual({ replacement: "gemini-3.8-flash" });
  });

  it("is not any other refusal: a bad value (400), a missing key (401), a rate limit", () => {
    expect(
      modelGone("deepseek", refused(400, { error: { message: "Invalid max_tokens" } })),
    ).toBeUndefined();
    expect(modelGone("openai", refused(404, { error: { code: "not_found" } }))).toBeUndefined();
    expect(
      modelGone("openai", refused(401, { error: { code: "invalid_api_key" } })),
    ).toBeUndefined();
    expect(
      modelGone("mistral", refused(429, { message: "Requests rate limit exceeded" })),
    ).toBeUndefined();
  });

  it("is read from our own HTTP client's error and from fal's, with the provider's words", () => {
    const http = providerRefusal(
      new ProviderHttpError(404, "fal", JSON.stringify({ detail: "Application 'x' not found" })),
    );
    expect(http).toMatchObject({ status: 404, message: "Application 'x' not found" });
    expect(modelGone("fal", http)).toEqual({});
    const validation = providerRefusal(
      Object.assign(new Error("Unprocessable Entity"), {
        status: 422,
        body: {
          detail: [
            { loc: ["body", "duration"], msg: "unexpected value; permitted: '5', '10'", type: "x" },
          ],
        },
      }),
    );
    expect(validation).toMatchObject({
      status: 422,
      message: "unexpected value; permitted: '5', '10'",
    });
  });

  it("becomes a reason naming the model and what to choose instead", () => {
    const error = new ModelUnavailableError(
      { provider: "openai", providerName: "OpenAI", id: "gpt-5-mini", displayName: "GPT-5 mini" },
      { id: "gpt-6.1-terra", displayName: "GPT-6.1 Terra" },
      "The model `gpt-5-mini` does not exist",
    );
    expect(describeProviderError(error)).toEqual({
      kind: "model_unavailable",
      message: "GPT-5 mini is no longer available from OpenAI. Choose GPT-6.1 Terra instead.",
    });
  });
});
