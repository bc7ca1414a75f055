import { type ComponentType, lazy } from "react";

export type LazyPage<Props extends object> = ComponentType<Props> & {
  preload: () => Promise<void>;
};

/**
 * A page in its own chunk, like React.lazy, plus `preload`: once the chunk is in, the page
 * renders without suspending. main.tsx preloads a prerendered page before hydrating it, so
 * hydration finishes in one pass and an early click is not lost in a still-dehydrated page.
 */
export function lazyPage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyPage<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const fetchPage = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await fetchPage() }));
  function Page(props: Props) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload: async () => void (await fetchPage()) });
}
