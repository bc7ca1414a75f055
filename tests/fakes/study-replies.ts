import { type ChatCompletionBody, schemaName } from "./openai-server";

/** The request's messages as one text, to read what the tool asked for. */
const requestText = (request: ChatCompletionBody) => JSON.stringify(request.messages ?? []);

export const flashcardReply = JSON.stringify({
  title: "The solar system",
  cards: [
    ["Which planet is closest to the Sun?", "Mercury", "It is also the smallest"],
    ["Which planet is the largest?", "Jupiter", null],
    ["What is the Sun?", "A star", null],
    ["Which planet has the most famous rings?", "Saturn", "Sixth from the Sun"],
    ["What is Earth's natural satellite?", "The Moon", null],
    ["Which planet is called the Red Planet?", "Mars", null],
    ["Which planet spins on its side?", "Uranus", null],
    ["Which is the farthest planet?", "Neptune", null],
    ["What separates Mars and Jupiter?", "The asteroid belt", null],
    ["Which planet is the hottest?", "Venus", "Thick clouds trap heat"],
  ].map(([front, back, hint]) => ({ front, back, hint })),
});

/**
 * Answers for the study tools' structured requests, chosen by the schema each one names (the
 * fake provider's `reply`); an unknown schema gets plain text, which the tool treats as unusable.
 */
export function studyReply(request: ChatCompletionBody): string {
  switch (schemaName(request)) {
    case "flashcard_deck":
      return flashcardReply;
    default:
      return `No scripted reply for ${schemaName(request) ?? "plain text"}: ${requestText(request).slice(0, 80)}`;
  }
}
