import { resultHistory } from "@/client/components/results/result-history";
import { decks } from "./api";

/** 'Saved Decks' in the left panel, each with its card and due counts. */
export const FlashcardHistory = resultHistory(decks, {
  heading: "Saved Decks",
  noun: "deck",
  title: (deck) => deck.title,
  detail: (deck) => `${deck.cardCount} cards, ${deck.dueCount} due`,
});
