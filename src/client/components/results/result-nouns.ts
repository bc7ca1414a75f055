/**
 * What one saved result of a panel tool is called, as a key of the messages that name it
 * (a select in each language: "this deck", "dieser Foliensatz", "ce deck"...).
 */
export type ResultNoun = "deck" | "quiz" | "plan" | "brand kit";

/** The select's key for `noun` (ICU keys are single words). */
export const nounKey = (noun: ResultNoun) => (noun === "brand kit" ? "brandKit" : noun);
