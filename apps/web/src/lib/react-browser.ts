import * as compat from 'preact/compat';
import { isFirstRenderDone, markFirstRenderDone } from './hydration-flag';

// What `react` is in the browser build (vite.config.ts, decision 0167): Preact's React layer,
// ~50 KB less on every first visit, with one hook of ours. The server render and the unit tests
// keep React itself.
//
// useId: Preact counts ids per render root and starts every root at `P0-0`, so a dialog rendered
// through a portal (its own root) repeats the page's ids: two inputs with one id, a label that
// points at both. Here one counter serves the whole page, roots and portals alike. While the
// browser hydrates a server-rendered page the DOM keeps React's ids from the server (Preact does
// not write attributes when it hydrates), and the hook answers a stand-in; right after, it answers
// the page's own id, which differs from the stand-in, so Preact writes it into every attribute
// that uses it, those from the server and those made since alike, in one render.

let nextId = 0;

export function useId(): string {
  const [id] = compat.useState(() => `_y${(nextId++).toString(36)}_`);
  const [settled, setSettled] = compat.useState(isFirstRenderDone);
  compat.useEffect(() => {
    markFirstRenderDone();
    if (!settled) setSettled(true);
  }, [settled]);
  return settled ? id : `${id}h`;
}

// preact/compat's types are declared as `export =`, which TypeScript will not re-export with
// `export *`; the module itself is ESM, and Vite re-exports every name of it.
// @ts-expect-error TS2498, see above
export * from 'preact/compat';
export default { ...compat, useId };
