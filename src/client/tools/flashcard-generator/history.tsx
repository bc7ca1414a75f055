import { resultHistory } from "@/client/components/results/result-history";
import { flashcardGeneratorMessages } from "@/shared/i18n/compiled/flashcardGenerator";
import { defineMessage } from "@/shared/i18n/runtime";
import { decks } from "./api";

/** The tool's own words: the list's heading and facts. */
export const messageAreas = [flashcardGeneratorMessages];

/** 'Saved Decks' in the left panel, each with its card and due counts. */
export const FlashcardHistory = resultHistory(decks, {
  heading: defineMessage({ id: "flashcardGenerator.history", defaultMessage: "Saved Decks" }),
  noun: "deck",
  title: (deck) => deck.title,
  detail: (deck, { t }) =>
    t(
      {
        id: "flashcardGenerator.history.detail",
        defaultMessage: "{cards, plural, one {# card} other {# cards}}, {due, number} due",
      },
      { cards: deck.cardCount, due: deck.dueCount },
    ),
});
