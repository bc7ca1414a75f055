import { describe, expect, it } from "vitest";
import type { AuditEntryView } from "@/shared/admin";
import { auditActor, auditDeed } from "./audit-sentence";

const entry = (overrides: Partial<AuditEntryView>): AuditEntryView => ({
  id: "e1",
  action: "user.plan",
  actor: { kind: "admin", id: "a1", email: "boss@example.com" },
  target: { type: "user", id: "u1", label: "grace@example.com" },
  details: {},
  createdAt: "2026-01-01T00:00:00.000Z",
  ...overrides,
});

describe("an audit entry in words", () => {
  it("names the admin, Bismo, or an admin since deleted", () => {
    expect(auditActor(entry({}))).toBe("boss@example.com");
    expect(auditActor(entry({ actor: { kind: "bismo", id: null, email: null } }))).toBe("Bismo");
    expect(auditActor(entry({ actor: { kind: "admin", id: null, email: null } }))).toBe(
      "A deleted admin",
    );
  });

  it("says what changed, with plan names and a deleted account as such", () => {
    expect(auditDeed(entry({ details: { from: "free", to: "pro" } }))).toBe(
      "changed the plan of grace@example.com from Free to Pro",
    );
    expect(
      auditDeed(entry({ action: "user.disable", target: { type: "user", id: null, label: null } })),
    ).toBe("disabled a deleted account: signed out, and cannot sign in");
    expect(
      auditDeed(
        entry({
          action: "provider.set",
          target: { type: "provider", id: "openai", label: "OpenAI" },
          details: { key: "stored", baseUrl: "kept" },
        }),
      ),
    ).toBe("stored a key for OpenAI");
    expect(
      auditDeed(
        entry({
          action: "job.retry",
          target: { type: "job", id: "j1", label: "a lighthouse at dusk" },
        }),
      ),
    ).toBe('retried the job "a lighthouse at dusk"');
  });
});
