import { z } from "zod";

const nul = "\u0000";

export const nulCharacterMessage =
  "Remove the invisible NUL character (\\u0000) from the text: Bismo cannot store it.";

/**
 * A string without the NUL character, which PostgreSQL refuses to store in text (SQLSTATE
 * 22021). Every free-text field of a request is one; chain `.trim()`, `.min()`, `.max()` as usual.
 */
export function textField(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !value.includes(nul), nulCharacterMessage);
}

/** Whether a NUL character is anywhere in a parsed JSON value (strings, keys, nested). */
export function containsNulCharacter(value: unknown): boolean {
  if (typeof value === "string") return value.includes(nul);
  if (Array.isArray(value)) return value.some(containsNulCharacter);
  if (value && typeof value === "object") {
    return Object.entries(value).some(
      ([key, entry]) => key.includes(nul) || containsNulCharacter(entry),
    );
  }
  return false;
}

/** "1 attempt", "2 attempts": a count with its noun in the right number. */
export function counted(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}
