import { resultHistory } from "@/client/components/results/result-history";
import { counted } from "@/shared/text";
import { decks } from "./api";

/** 'Saved Decks' in the left panel, each with its slide count. */
export const PresentationHistory = resultHistory(decks, {
  heading: "Saved Decks",
  noun: "deck",
  title: (deck) => deck.title,
  detail: (deck) => counted(deck.slideCount, "slide"),
});
