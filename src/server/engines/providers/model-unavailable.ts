/** A model as messages name it. */
export type NamedModel = {
  provider: string;
  providerName: string;
  id: string;
  displayName: string;
};

/**
 * The provider refused a model as not (or no longer) served: the request failed, the model is
 * marked unavailable (the admin area shows it) and the message names what to pick instead.
 */
export class ModelUnavailableError extends Error {
  constructor(
    readonly model: NamedModel,
    readonly replacement: { id: string; displayName: string } | null,
    /** The provider's own words, for the admin area. */
    readonly providerMessage: string,
  ) {
    super(modelUnavailableMessage(model, replacement));
    this.name = "ModelUnavailableError";
  }
}

/** "GPT-5 mini is no longer available from OpenAI. Choose GPT-6.1 Terra instead." */
export function modelUnavailableMessage(
  model: Pick<NamedModel, "displayName" | "providerName">,
  replacement: { displayName: string } | null,
): string {
  const advice = replacement
    ? `Choose ${replacement.displayName} instead.`
    : "Choose another model.";
  return `${model.displayName} is no longer available from ${model.providerName}. ${advice}`;
}
