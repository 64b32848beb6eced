// Whether the page's first render in this browser has committed: false while the browser hydrates
// a server-rendered page (decision 0120), true after, and from the start on a page rendered in the
// browser. No imports: the browser build's `react` (react-browser.ts) reads it too.
let firstRenderDone = false;

export function isFirstRenderDone(): boolean {
  return firstRenderDone;
}

export function markFirstRenderDone(): void {
  firstRenderDone = true;
}
