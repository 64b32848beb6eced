import { type ReactNode, useEffect, useRef, useState } from 'react';

// A wide table that shows it scrolls (issue 37 item 12): it scrolls sideways inside its own box
// (never the page), a line above says so while columns are out of sight, and a shade marks the
// side where more lies. The box takes keyboard focus, so arrow keys scroll it. Thai words are
// kept whole: line breaks only at spaces ('word-break: keep-all'), never inside a word.

type Edges = { isLeftHidden: boolean; isRightHidden: boolean };

export function ScrollTable({
  label,
  hint,
  testId,
  children,
}: {
  /** Names the scrolling region for screen readers. */
  label: string;
  /** Said above the table while some columns are out of sight. */
  hint: string;
  testId?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLElement>(null);
  const [edges, setEdges] = useState<Edges>({ isLeftHidden: false, isRightHidden: false });
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const update = () => {
      const next = {
        isLeftHidden: el.scrollLeft > 1,
        isRightHidden: el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
      };
      setEdges((was) =>
        was.isLeftHidden === next.isLeftHidden && was.isRightHidden === next.isRightHidden
          ? was
          : next,
      );
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    window.addEventListener('resize', update);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, []);
  const isScrollable = edges.isLeftHidden || edges.isRightHidden;
  const shade = 'pointer-events-none absolute inset-y-0 w-10 from-slate-900/20 to-transparent';
  return (
    <div>
      {isScrollable ? (
        <p
          className="mb-1 flex items-center gap-1 text-sm text-slate-700"
          data-testid="scroll-hint"
        >
          <span aria-hidden="true">↔</span>
          {hint}
        </p>
      ) : null}
      <div className="relative">
        <section
          ref={box}
          aria-label={label}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus (axe scrollable-region-focusable)
          tabIndex={0}
          data-testid={testId}
          data-scrollable={isScrollable ? 'true' : 'false'}
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white [overflow-wrap:normal] [word-break:keep-all] focus:ring-2 focus:ring-emerald-700 focus:outline-none"
        >
          {children}
        </section>
        {edges.isLeftHidden ? (
          <div aria-hidden="true" className={`${shade} left-0 rounded-l-xl bg-gradient-to-r`} />
        ) : null}
        {edges.isRightHidden ? (
          <div
            aria-hidden="true"
            data-testid="scroll-shade-right"
            className={`${shade} right-0 rounded-r-xl bg-gradient-to-l`}
          />
        ) : null}
      </div>
    </div>
  );
}
