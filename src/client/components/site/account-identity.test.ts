import { describe, expect, it } from "vitest";
import { accountDisplayName, accountInitials } from "./account-identity";

describe("account identity", () => {
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
});
