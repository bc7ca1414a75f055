import type { Locale } from "@/shared/i18n/locales";

/**
 * The words that answer the assistant's question, and the small talk it recognises, in each
 * language; English's are understood in every language (people mix them). Matched as whole
 * words, or anywhere in the message for languages written without spaces (ja, zh) and for
 * Korean, whose particles attach to the word.
 */
type Words = { yes: string[]; no: string[]; thanks: string[]; hello: string[] };

const english: Words = {
  yes: ["yes", "yeah", "yep", "yup", "sure", "ok", "okay", "please"],
  no: ["no", "nope", "nah", "don't", "dont", "not", "never"],
  thanks: ["thanks", "thank", "thx", "cheers"],
  hello: ["hi", "hello", "hey", "hallo", "morning"],
};

const byLocale: Record<Exclude<Locale, "en">, Words> = {
  de: {
    yes: ["ja", "jawohl", "klar", "gerne", "gern", "bitte", "genau", "okay"],
    no: ["nein", "nee", "nicht", "kein", "keine", "niemals"],
    thanks: ["danke", "dankeschön", "vielen"],
    hello: ["hallo", "moin", "servus", "guten", "grüß"],
  },
  es: {
    yes: ["sí", "si", "claro", "vale", "dale", "porfa", "favor"],
    no: ["no", "nunca", "tampoco"],
    thanks: ["gracias"],
    hello: ["hola", "buenas", "buenos"],
  },
  fr: {
    yes: ["oui", "ouais", "volontiers", "d'accord", "bien", "sûr"],
    no: ["non", "pas", "jamais"],
    thanks: ["merci"],
    hello: ["bonjour", "salut", "bonsoir", "coucou"],
  },
  it: {
    yes: ["sì", "si", "certo", "volentieri", "va", "bene"],
    no: ["no", "non", "mai"],
    thanks: ["grazie"],
    hello: ["ciao", "buongiorno", "salve", "buonasera"],
  },
  pt: {
    yes: ["sim", "claro", "pode", "favor", "certo"],
    no: ["não", "nao", "nunca"],
    thanks: ["obrigado", "obrigada", "obg"],
    hello: ["olá", "ola", "bom", "boa", "oi"],
  },
  ru: {
    yes: ["да", "конечно", "давайте", "давай", "пожалуйста", "ага", "хорошо"],
    no: ["нет", "не", "никогда"],
    thanks: ["спасибо", "благодарю"],
    hello: ["привет", "здравствуйте", "добрый", "здравствуй"],
  },
  ja: {
    yes: ["はい", "ええ", "うん", "お願い", "開いて", "もちろん"],
    no: ["いいえ", "いや", "結構", "やめ", "不要", "いらない"],
    thanks: ["ありがとう", "どうも", "感謝"],
    hello: ["こんにちは", "こんばんは", "おはよう", "はじめまして"],
  },
  ko: {
    yes: ["네", "예", "응", "좋아요", "좋아", "부탁", "열어"],
    no: ["아니", "아뇨", "싫어", "괜찮아요", "안 "],
    thanks: ["감사", "고마워", "고맙"],
    hello: ["안녕"],
  },
  zh: {
    yes: ["是", "好", "可以", "行", "嗯", "要", "麻烦"],
    no: ["不", "别", "没", "算了"],
    thanks: ["谢谢", "感谢", "多谢"],
    hello: ["你好", "您好", "嗨", "早上好"],
  },
};

const withoutSpaces = new Set<Locale>(["ja", "ko", "zh"]);

export type WordKind = keyof Words;

/** Whether `text` says one of `kind`'s words in English or in `locale`. */
export function says(text: string, kind: WordKind, locale: Locale): boolean {
  const lower = text.toLowerCase().replace(/[’`]/g, "'");
  const words: string[] = lower.match(/[\p{L}\p{N}']+/gu) ?? [];
  const local: string[] = locale === "en" ? [] : byLocale[locale][kind];
  if (withoutSpaces.has(locale) && local.some((word) => lower.includes(word))) return true;
  return [...english[kind], ...local].some((word) => words.includes(word));
}
