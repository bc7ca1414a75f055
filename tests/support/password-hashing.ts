import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import type { PasswordHashing } from "@/server/features/auth/auth";

/**
 * The tests' apps hash passwords with scrypt as better-auth does, in its format (hex salt, colon,
 * hex key), at 1/32 of its cost: N = 1024 and r = 8 instead of 16384 and 16. Each sign-up and
 * sign-in costs a hash; at better-auth's cost (about 60 ms of CPU here) the suite's hundreds of
 * them took about 40 s of its CPU time. Servers never pass this (AuthOptions.passwordHashing).
 */
const cost = { N: 1024, r: 8, p: 1 };
const keyLength = 64;

function key(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, keyLength, cost, (error, derived) =>
      error ? reject(error) : resolve(derived),
    ),
  );
}

export const testPasswordHashing: PasswordHashing = {
  hash: async (password) => {
    const salt = randomBytes(16).toString("hex");
    return `${salt}:${(await key(password, salt)).toString("hex")}`;
  },
  verify: async ({ hash, password }) => {
    const [salt, stored] = hash.split(":");
    if (!salt || !stored) throw new Error("Invalid password hash");
    return timingSafeEqual(await key(password, salt), Buffer.from(stored, "hex"));
  },
};
