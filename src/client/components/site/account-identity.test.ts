import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "@/shared/auth";
import { appMessages } from "@/shared/i18n/compiled/app";
import { type Translate, translator } from "@/shared/i18n/translator";
import {
  accountDisplayName,
  accountInitials,
  avatarLabel,
  userDisplayName,
  userInitials,
} from "./account-identity";

const account = (email: string, name = ""): CurrentUser => ({
  id: "u1",
  name,
  email,
  isGuest: false,
  plan: "free",
  role: "user",
  language: null,
});

describe("account identity", () => {
  let t: Translate;
  beforeAll(async () => {
    t = await translator("en", [appMessages]);
  });

  it("takes two upper-case letters from the e-mail local part", () => {
    expect(accountInitials("grace.hopper@example.com")).toBe("GR");
    expect(accountInitials("j.doe@example.com")).toBe("JD");
    expect(accountInitials("x@example.com")).toBe("X");
    expect(accountInitials("@example.com")).toBe("?");
  });

  it("shows the full name, else the e-mail local part", () => {
    expect(accountDisplayName({ name: "Grace Hopper", email: "g@example.com" })).toBe(
      "Grace Hopper",
    );
    expect(accountDisplayName({ name: " ", email: "grace.hopper@example.com" })).toBe(
      "grace.hopper",
    );
  });

  it("gives the landing and hub menus the same letters and name", () => {
    const user = account("j.doe@example.com", "Jane Doe");
    expect(userInitials(user)).toBe(accountInitials(user.email));
    expect(userDisplayName(user, t)).toBe("Jane Doe");
    expect(avatarLabel(user, t)).toBe("JD: account menu for j.doe@example.com");
  });

  it("calls a guest a guest", () => {
    const guest = { ...account(""), isGuest: true };
    expect(userInitials(guest)).toBe("G");
    expect(userDisplayName(guest, t)).toBe("Guest");
    expect(avatarLabel(guest, t)).toMatch(/^G: /);
  });
});
