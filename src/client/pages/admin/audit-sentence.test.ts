import { beforeAll, describe, expect, it } from "vitest";
import type { AuditEntryView } from "@/shared/admin";
import { adminMessages } from "@/shared/i18n/compiled/admin";
import { commonMessages } from "@/shared/i18n/compiled/common";
import { pricingMessages } from "@/shared/i18n/compiled/pricing";
import type { Locale } from "@/shared/i18n/locales";
import type { Descriptor } from "@/shared/i18n/runtime";
import { type Translate, translator } from "@/shared/i18n/translator";
import { auditActor, auditSentence } from "./audit-sentence";

const entry = (overrides: Partial<AuditEntryView>): AuditEntryView => ({
  id: "e1",
  action: "user.plan",
  actor: { kind: "admin", id: "a1", email: "boss@example.com" },
  target: { type: "user", id: "u1", label: "grace@example.com" },
  details: {},
  createdAt: "2026-01-01T00:00:00.000Z",
  ...overrides,
});

const translators = new Map<Locale, Translate>();
beforeAll(async () => {
  for (const locale of ["en", "de"] as const)
    translators.set(
      locale,
      await translator(locale, [adminMessages, pricingMessages, commonMessages]),
    );
});
/** The sentence as plain text (its tag shows its words). */
const sentence = (overrides: Partial<AuditEntryView>, locale: Locale = "en") => {
  const t = translators.get(locale)!;
  const { message, values } = auditSentence(entry(overrides), t);
  const say = t as (message: Descriptor, values: Record<string, unknown>) => string;
  return say(message, values);
};

describe("an audit entry in words", () => {
  it("names the admin, Bismo, or an admin since deleted", () => {
    const t = translators.get("en")!;
    expect(auditActor(entry({}), t)).toBe("boss@example.com");
    expect(auditActor(entry({ actor: { kind: "bismo", id: null, email: null } }), t)).toBe("Bismo");
    expect(auditActor(entry({ actor: { kind: "admin", id: null, email: null } }), t)).toBe(
      "A deleted admin",
    );
  });

  it("says what changed, with plan names and a deleted account as such", () => {
    expect(sentence({ details: { from: "free", to: "pro" } })).toBe(
      "boss@example.com changed the plan of grace@example.com from Free to Pro.",
    );
    expect(
      sentence({ action: "user.disable", target: { type: "user", id: null, label: null } }),
    ).toBe("boss@example.com disabled a deleted account: signed out, and cannot sign in.");
    expect(
      sentence({
        action: "provider.set",
        target: { type: "provider", id: "openai", label: "OpenAI" },
        details: { key: "stored", baseUrl: "kept" },
      }),
    ).toBe("boss@example.com stored a key for OpenAI.");
    expect(
      sentence({
        action: "job.retry",
        target: { type: "job", id: "j1", label: "a lighthouse at dusk" },
      }),
    ).toBe("boss@example.com retried the job “a lighthouse at dusk”.");
  });

  it("names a default's purpose as Admin > Models does, not by its id", () => {
    const provider = { type: "provider" as const, id: "openai", label: "OpenAI" };
    expect(
      sentence({
        action: "model.default",
        target: provider,
        details: { model: "gpt-5.1", purpose: "tool:multi-chat" },
      }),
    ).toBe("boss@example.com made OpenAI's gpt-5.1 the default for Multi Chat.");
    expect(
      sentence({ action: "model.default", target: provider, details: { purpose: "image" } }),
    ).toBe(
      "boss@example.com left the default for Images: generated pictures, logos and thumbnails to Bismo.",
    );
  });

  it("is written in the reader's language, plan names too", () => {
    expect(sentence({ details: { from: "free", to: "pro" } }, "de")).toBe(
      "boss@example.com hat den Tarif von grace@example.com von Kostenlos auf Pro geändert.",
    );
  });
});
