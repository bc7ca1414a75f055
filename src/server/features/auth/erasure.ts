/** A user row about to go, as better-auth's hooks hand it over. */
export type ErasedUser = { id: string; email: string; isAnonymous?: boolean | null };

/**
 * What runs around every deletion of a user row (auth.ts calls it; the account feature's
 * user-erasure.ts does the work, since it knows every table and file that names a user).
 */
export type UserErasure = {
  /** A guest who signs in or signs up hands what it made to the account. */
  handOver(fromUserId: string, toUserId: string): Promise<void>;
  /** Before the row goes: what names the user and does not cascade with it. */
  before(erased: ErasedUser): Promise<void>;
  /** After the row went. */
  after(erased: ErasedUser): Promise<void>;
};
