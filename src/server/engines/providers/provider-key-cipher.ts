import crypto from "node:crypto";

const version = "v1";

const encode = (bytes: Buffer) => bytes.toString("base64url");

/**
 * Encrypts the provider keys an admin stores: AES-256-GCM with a key derived from the server
 * secret by HKDF-SHA256 for this use alone, a fresh 96-bit nonce per key, and the provider's id
 * as associated data (a key sealed for one provider does not open as another's). The stored
 * form is `v1.<nonce>.<ciphertext>.<tag>`.
 */
export function providerKeyCipher(secret: string) {
  const key = Buffer.from(crypto.hkdfSync("sha256", secret, "bismo", "provider keys", 32));
  return {
    seal(provider: string, plaintext: string): string {
      const nonce = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv("aes-256-gcm", key, nonce);
      cipher.setAAD(Buffer.from(provider));
      const sealed = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      return [version, encode(nonce), encode(sealed), encode(cipher.getAuthTag())].join(".");
    },

    /** The key, or undefined when it cannot be opened: another secret sealed it, or it was altered. */
    open(provider: string, stored: string): string | undefined {
      const [mark, nonce, sealed, tag] = stored.split(".");
      if (mark !== version || !nonce || !sealed || !tag) return undefined;
      try {
        const decipher = crypto.createDecipheriv(
          "aes-256-gcm",
          key,
          Buffer.from(nonce, "base64url"),
        );
        decipher.setAAD(Buffer.from(provider));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        const opened = Buffer.concat([
          decipher.update(Buffer.from(sealed, "base64url")),
          decipher.final(),
        ]);
        return opened.toString("utf8");
      } catch {
        return undefined;
      }
    },
  };
}

export type ProviderKeyCipher = ReturnType<typeof providerKeyCipher>;
