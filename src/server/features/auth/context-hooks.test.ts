import {
  getCurrentRequestState,
  getRequestStateAsyncLocalStorage,
  runWithRequestState,
} from "@better-auth/core/context";
import { describe, expect, it } from "vitest";
import { contextNeedsPromiseHooks } from "@/server/platform/node-runtime";
import { hooksOnlyWhileCalled } from "./context-hooks";

/** A promise the test settles when it wants, to hold a call open. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** An auth-shaped object whose calls run in better-auth's request state, as its endpoints do. */
function fakeAuth() {
  const inState = async <T>(work: () => Promise<T>): Promise<T> =>
    runWithRequestState(new WeakMap(), work);
  const auth = {
    api: {
      /** Reads its state after `until` settles: throws if the state was lost meanwhile. */
      readLater: (until: Promise<void>) =>
        inState(async () => {
          await until;
          return (await getCurrentRequestState()) instanceof WeakMap;
        }),
      /** Calls `readLater` through the wrapped object from inside its own state. */
      nested: (inner: () => Promise<boolean>) =>
        inState(async () => {
          const innerRead = await inner();
          return innerRead && (await getCurrentRequestState()) instanceof WeakMap;
        }),
    },
    handler: (request: Request) => inState(async () => new Response(request.url)),
    $context: Promise.resolve({
      secret: "s",
      internalAdapter: { deleteUser: (id: string) => inState(async () => id) },
    }),
  };
  return hooksOnlyWhileCalled(auth, true);
}

/** Node 20 and 22 keep whether a storage is on; a disabled one no longer needs promise hooks. */
const enabled = async () =>
  ((await getRequestStateAsyncLocalStorage()) as unknown as { enabled?: boolean }).enabled;

describe("hooksOnlyWhileCalled", () => {
  it("keeps a call's context while another call ends, and switches the storages off after the last", async () => {
    const auth = fakeAuth();
    const held = gate();
    const first = auth.api.readLater(held.opened);
    await expect(auth.api.readLater(Promise.resolve())).resolves.toBe(true);
    // The second call ended while the first is still under way: its context must survive.
    held.open();
    await expect(first).resolves.toBe(true);
    if (contextNeedsPromiseHooks()) expect(await enabled()).toBe(false);
  });

  it("counts a call made from inside another as one of its own", async () => {
    const auth = fakeAuth();
    await expect(auth.api.nested(() => auth.api.readLater(Promise.resolve()))).resolves.toBe(true);
    if (contextNeedsPromiseHooks()) expect(await enabled()).toBe(false);
  });

  it("counts the handler and the internal adapter's methods, leaving other members alone", async () => {
    const auth = fakeAuth();
    const held = gate();
    const call = auth.api.readLater(held.opened);
    expect(await (await auth.handler(new Request("http://bismo.test/a"))).text()).toBe(
      "http://bismo.test/a",
    );
    const context = await auth.$context;
    expect(await context.internalAdapter.deleteUser("u1")).toBe("u1");
    expect(context.secret).toBe("s");
    held.open();
    await expect(call).resolves.toBe(true);
    if (contextNeedsPromiseHooks()) expect(await enabled()).toBe(false);
  });

  it("returns the object as it is where context frames carry the context", () => {
    const auth = { api: {}, handler: () => null, $context: Promise.resolve({}) };
    expect(hooksOnlyWhileCalled(auth, false)).toBe(auth);
  });
});
