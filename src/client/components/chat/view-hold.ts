/** Within this of the end, the view is at the end and follows it as it grows. */
const nearEndPx = 24;
/** Keys that move a focused view up: the reader leaves the end by them. */
const upKeys = new Set(["ArrowUp", "PageUp", "Home"]);

/**
 * Keeps a scrolling view where its reader put it while the rows inside it change (rendered,
 * measured, left out, streamed into): at the end it stays at the end; elsewhere the row at the
 * view's top stays where it was on the screen. The browser's own scroll anchoring is off in the
 * view (`overflow-anchor: none`) so the two never correct the same change twice.
 *
 * Only the reader leaves the end: by scrolling up (wheel, touch, keys, the scroll bar), never a
 * change of the rows; reaching the end again by any way follows it again.
 */
export class ViewHold {
  view: HTMLElement | null = null;
  pinned = true;
  private anchor: { id: string; offset: number } | null = null;
  private lastTop = 0;
  private observer: ResizeObserver | null = null;
  private readonly observed = new Set<Element>();

  constructor(
    private readonly list: () => HTMLElement | null,
    private readonly rowId: (row: Element) => string | null,
    /** A row or the view changed size, or the view scrolled. */
    private readonly changed: (cause: "resize" | "scroll") => void,
  ) {}

  /** Finds the view (the list's nearest scrolling ancestor) and follows it; returns the undoing. */
  attach(): () => void {
    let box = this.list()?.parentElement ?? null;
    while (box && !/(auto|scroll)/.test(getComputedStyle(box).overflowY)) box = box.parentElement;
    if (!box) return () => {};
    const view = box;
    this.view = view;
    const leave = () => {
      this.pinned = false;
    };
    const onScroll = () => {
      this.sawScroll();
      this.note();
      this.changed("scroll");
    };
    const onWheel = (event: WheelEvent) => event.deltaY < 0 && leave();
    const onKey = (event: KeyboardEvent) => upKeys.has(event.key) && leave();
    // A finger or the scroll bar holds the view; let go at the end, it follows the end again.
    const onHold = (event: Event) =>
      (event.type === "pointerdown" ? event.target === view : true) && leave();
    const onLetGo = () => {
      if (this.fromEnd() <= nearEndPx) this.pinned = true;
    };
    const listeners: [string, EventListener][] = [
      ["scroll", onScroll],
      ["wheel", onWheel as EventListener],
      ["keydown", onKey as EventListener],
      ["touchstart", onHold],
      ["pointerdown", onHold],
      ["touchend", onLetGo],
      ["pointerup", onLetGo],
    ];
    for (const [type, listener] of listeners)
      view.addEventListener(type, listener, { passive: true });
    this.observer = new ResizeObserver(() => this.changed("resize"));
    this.observer.observe(view);
    this.toEnd();
    return () => {
      for (const [type, listener] of listeners) view.removeEventListener(type, listener);
      this.observer?.disconnect();
      this.observer = null;
      this.observed.clear();
      this.view = null;
    };
  }

  /** At the end from now on (a question sent, another conversation opened). */
  readonly pin = () => {
    this.pinned = true;
    this.anchor = null;
    this.toEnd();
  };

  /** Puts the view back where its reader left it, after the rows changed. */
  keep() {
    const view = this.view;
    if (!view) return;
    // A scroll whose event has not come yet (it comes with the next frame) is the reader's too.
    this.sawScroll();
    if (this.pinned) return this.toEnd();
    const row = this.anchor && this.rowById(this.anchor.id);
    if (!row || !this.anchor) return;
    const moved =
      row.getBoundingClientRect().top - view.getBoundingClientRect().top - this.anchor.offset;
    if (Math.abs(moved) >= 0.5) view.scrollTop += moved;
    this.lastTop = view.scrollTop;
  }

  /**
   * Remembers the first row that shows at the view's top, and where. None when no rendered row
   * shows (a jump far away): then the scroll position itself is kept.
   */
  note() {
    const view = this.view;
    if (!view) return;
    const { top, bottom } = view.getBoundingClientRect();
    this.anchor = null;
    for (const row of Array.from(this.list()?.children ?? [])) {
      const id = this.rowId(row);
      const box = row.getBoundingClientRect();
      if (id === null || box.bottom <= top) continue;
      if (box.top < bottom) this.anchor = { id, offset: box.top - top };
      return;
    }
  }

  /** Follows the size of every rendered row (streamed text, late Markdown, a new width). */
  observeRows() {
    const observer = this.observer;
    if (!observer) return;
    for (const row of this.observed)
      if (!row.isConnected) {
        observer.unobserve(row);
        this.observed.delete(row);
      }
    for (const row of Array.from(this.list()?.children ?? []))
      if (!this.observed.has(row)) {
        observer.observe(row);
        this.observed.add(row);
      }
  }

  /**
   * A focused row about to be left out hands the focus to the view, so the keys the reader
   * scrolls with (Page Down, arrows) go on scrolling it instead of falling to the page.
   */
  keepFocus(ids: readonly string[], next: { start: number; end: number }) {
    const view = this.view;
    const focused = document.activeElement;
    if (!view || !focused || focused === view || !this.list()?.contains(focused)) return;
    const row = Array.from(this.list()?.children ?? []).find((child) => child.contains(focused));
    const index = row ? ids.indexOf(this.rowId(row) ?? "") : -1;
    if (index >= 0 && (index < next.start || index >= next.end))
      view.focus({ preventScroll: true });
  }

  /** Up and away from the end leaves it; reaching the end follows it again. */
  private sawScroll() {
    const view = this.view;
    if (!view) return;
    if (this.fromEnd() <= nearEndPx) this.pinned = true;
    else if (view.scrollTop < this.lastTop - 1) this.pinned = false;
    this.lastTop = view.scrollTop;
  }

  private fromEnd() {
    const view = this.view;
    return view ? view.scrollHeight - view.scrollTop - view.clientHeight : 0;
  }

  private toEnd() {
    const view = this.view;
    if (!view) return;
    view.scrollTop = view.scrollHeight;
    this.lastTop = view.scrollTop;
  }

  private rowById(id: string) {
    return Array.from(this.list()?.children ?? []).find((row) => this.rowId(row) === id) ?? null;
  }
}
