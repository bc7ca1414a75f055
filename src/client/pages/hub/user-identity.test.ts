import { describe, expect, it } from "vitest";
import type { CurrentUser } from "@/shared/auth";
import { userDisplayName, userInitials } from "./user-identity";

const account = (email: string, name = ""): CurrentUser => ({
  id: "u1",
  name,
  email,
  isGuest: false,
  plan: "free",
});

describe("user identity", () => {
  it("takes initials from the e-mail's local part", () => {
    expect(userInitials(account("jane.doe@example.com", "Mary"))).toBe("JA");
    expect(userInitials(account("x@example.com"))).toBe("X");
  });

  it("prefers the name, then the local part", () => {
    expect(userDisplayName(account("jane.doe@example.com", "Jane Doe"))).toBe("Jane Doe");
    expect(userDisplayName(account("jane.doe@example.com", "  "))).toBe("jane.doe");
  });

  it("calls a guest a guest", () => {
    const guest = { ...account(""), isGuest: true };
    expect(userInitials(guest)).toBe("G");
    expect(userDisplayName(guest)).toBe("Guest");
  });
});
