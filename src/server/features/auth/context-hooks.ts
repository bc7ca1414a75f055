import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from "@better-auth/core/context";
import { contextNeedsPromiseHooks } from "@/server/platform/node-runtime";

type Storage = { disable(): void };

/**
 * better-auth keeps each call's context in AsyncLocalStorage. On Node 20 and 22 the first
 * `run` of one switches on promise hooks for every promise the process makes from then on, a
 * streamed chat answer's included (a tenth of the busy time in a profile, decision 0019),
 * and they stay on while any storage is enabled. This wraps `auth` so that better-auth's
 * storages are disabled whenever no call into it is under way; its next call enables them
 * again (`run` does). Counted are `auth.handler`, every `auth.api` endpoint and the
 * `internalAdapter` methods of `auth.$context`; nested calls count once each. Where context
 * frames carry the context this returns `auth` as it is.
 *
 * better-auth's work for a call finishes before the call's promise settles: its background
 * tasks are awaited unless `advanced.backgroundTasks` is set, which Bismo does not set.
 */
export function hooksOnlyWhileCalled<T extends object>(
  auth: T,
  needed = contextNeedsPromiseHooks(),
): T {
  if (!needed) return auth;
  let storages: Promise<Storage[]> | undefined;
  let calls = 0;
  const settled = async () => {
    calls -= 1;
    if (calls > 0) return;
    storages ??= Promise.all([
      getRequestStateAsyncLocalStorage(),
      getCurrentAuthContextAsyncLocalStorage(),
      getCurrentDBAdapterAsyncLocalStorage(),
    ]);
    const all = await storages;
    if (calls === 0) for (const storage of all) storage.disable();
  };
  const counted = new WeakMap<object, unknown>();
  const count = (value: unknown): unknown => {
    if (typeof value !== "function") return value;
    if (!counted.has(value)) {
      counted.set(
        value,
        new Proxy(value, {
          async apply(target, self, args) {
            calls += 1;
            try {
              return await Reflect.apply(target, self, args);
            } finally {
              await settled();
            }
          },
        }),
      );
    }
    return counted.get(value);
  };
  /** `target` whose functions are counted calls. */
  const countedMembers = <O extends object>(target: O): O =>
    new Proxy(target, {
      get: (object, key, receiver) => count(Reflect.get(object, key, receiver)),
    });

  const api = countedMembers((auth as { api: object }).api);
  const handler = count(Reflect.get(auth, "handler"));
  type Context = { internalAdapter: object };
  let context: Promise<Context> | undefined;
  const countedContext = (original: Promise<Context>) =>
    original.then((value) => {
      const internalAdapter = countedMembers(value.internalAdapter);
      return new Proxy(value, {
        get: (object, key, receiver) =>
          key === "internalAdapter" ? internalAdapter : Reflect.get(object, key, receiver),
      });
    });
  return new Proxy(auth, {
    get(object, key, receiver) {
      if (key === "api") return api;
      if (key === "handler") return handler;
      if (key === "$context") {
        context ??= countedContext(Reflect.get(object, key, receiver) as Promise<Context>);
        return context;
      }
      return Reflect.get(object, key, receiver);
    },
  });
}
