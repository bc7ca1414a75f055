import { describe, expect, it } from "vitest";
import { operatorModels } from "./operator-models";

describe("operatorModels", () => {
  it("reads id=Display Name pairs with an optional :vision flag", () => {
    expect(
      operatorModels("llama3.2=Llama 3.2, qwen2.5vl=Qwen VL:vision,mistral-nemo,,llama3.2=dup"),
    ).toEqual([
      { id: "llama3.2", displayName: "Llama 3.2", provider: "openai-compatible", vision: false },
      { id: "qwen2.5vl", displayName: "Qwen VL", provider: "openai-compatible", vision: true },
      {
        id: "mistral-nemo",
        displayName: "mistral-nemo",
        provider: "openai-compatible",
        vision: false,
      },
    ]);
    expect(operatorModels(undefined)).toEqual([]);
  });
});
