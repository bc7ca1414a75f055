const sentenceSegmenter = new Intl.Segmenter(undefined, { granularity: "sentence" });
const wordSegmenter = new Intl.Segmenter(undefined, { granularity: "word" });

/** Packs pieces in order into strings of at most `maxChars`, joined by `separator`. */
function pack(pieces: string[], maxChars: number, separator: string): string[] {
  const packed: string[] = [];
  let current = "";
  for (const piece of pieces) {
    const joined = current ? current + separator + piece : piece;
    if (joined.trim().length > maxChars && current.trim()) {
      packed.push(current.trim());
      current = piece;
    } else current = joined;
  }
  if (current.trim()) packed.push(current.trim());
  return packed;
}

/** Cuts an over-long piece between words, or anywhere when one word is longer than the limit. */
function splitBetweenWords(piece: string, maxChars: number): string[] {
  const words = [...wordSegmenter.segment(piece)]
    .map((s) => s.segment)
    .flatMap((word) =>
      word.length <= maxChars ? [word] : (word.match(new RegExp(`.{1,${maxChars}}`, "gsu")) ?? []),
    );
  return pack(words, maxChars, "");
}

/** An over-long sentence is cut at clause marks first, each clause between words if need be. */
function splitLongSentence(sentence: string, maxChars: number): string[] {
  const clauses = sentence
    .split(/(?<=[,;:\u2014\u3001\uff0c])\s*/u)
    .filter(Boolean)
    .flatMap((clause) =>
      clause.length <= maxChars ? [clause] : splitBetweenWords(clause, maxChars),
    );
  return pack(clauses, maxChars, " ");
}

/**
 * Cuts text into pieces of at most `maxChars` at sentence boundaries (in any language the
 * runtime's ICU knows), packing whole sentences together.
 */
export function sentenceChunks(text: string, maxChars: number): string[] {
  const sentences = [...sentenceSegmenter.segment(text)]
    .map((s) => s.segment.trim())
    .filter(Boolean)
    .flatMap((s) => (s.length <= maxChars ? [s] : splitLongSentence(s, maxChars)));
  return pack(sentences, maxChars, " ");
}
