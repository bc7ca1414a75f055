import { describe, expect, it } from "vitest";
import { secretOf, totpCode } from "../support/totp";

// RFC 6238, Appendix B (SHA-1): the seed "12345678901234567890", 6 of its 8 digits.
const rfcSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("the tests' authenticator", () => {
  it("computes RFC 6238's test vectors", () => {
    expect(totpCode(rfcSecret, 59_000)).toBe("287082");
    expect(totpCode(rfcSecret, 1_111_111_109_000)).toBe("081804");
    expect(totpCode(rfcSecret, 1_234_567_890_000)).toBe("005924");
    expect(totpCode(rfcSecret, 2_000_000_000_000)).toBe("279037");
  });

  it("reads the secret of an otpauth URI", () => {
    expect(secretOf(`otpauth://totp/Bismo:a%40b.c?secret=${rfcSecret}&issuer=Bismo`)).toBe(
      rfcSecret,
    );
  });
});
