// Row ids for routes that name a row in their path (`/seller/warranty-claim/:id`): the route
// walks (seller-threat-model.test.ts, seller-permissions.test.ts) fill each `:name` from the
// case's `params` so the call reaches the row, not only the guard.

export type PathParams = Record<string, string | number>;

/** The route's path with its `:name` parameters filled in; a missing one is the case's bug. */
export function fillPath(url: string, params: PathParams = {}): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${url}: no value for :${name}`);
    return encodeURIComponent(String(params[name]));
  });
}

export const hasPathParams = (url: string) => /:\w/.test(url);
