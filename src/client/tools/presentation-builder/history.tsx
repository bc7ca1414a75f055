import { resultHistory } from "@/client/components/results/result-history";
import { presentationBuilderMessages } from "@/shared/i18n/compiled/presentationBuilder";
import { defineMessage } from "@/shared/i18n/runtime";
import { decks } from "./api";

/** The tool's own words: the list's heading and facts. */
export const messageAreas = [presentationBuilderMessages];

/** 'Saved Decks' in the left panel, each with its slide count. */
export const PresentationHistory = resultHistory(decks, {
  heading: defineMessage({ id: "presentationBuilder.history", defaultMessage: "Saved Decks" }),
  noun: "deck",
  title: (deck) => deck.title,
  detail: (deck, { t }) =>
    t(
      {
        id: "presentationBuilder.history.detail",
        defaultMessage: "{count, plural, one {# slide} other {# slides}}",
      },
      { count: deck.slideCount },
    ),
});
