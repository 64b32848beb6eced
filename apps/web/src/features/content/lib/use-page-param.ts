import { useSearchParams } from 'react-router';

/** The 1-based `page` query parameter (lists keep their page in the URL so it can be shared). */
export function readPageParam(search: URLSearchParams | string): number {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const setPage = (page: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (page <= 1) next.delete('page');
      else next.set('page', String(page));
      return next;
    });
  return [readPageParam(params), setPage];
}
