import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Renders `ui` inside a memory router at `path`; every path renders it, read router.state. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, client };
}

type Handler = (body: unknown, init: RequestInit) => { status?: number; body: unknown };

/** Stubs fetch with handlers per path; records every call. */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: { path: string; init: RequestInit; body: unknown }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path, init, body });
    const handler = handlers[path];
    if (!handler)
      return new Response(JSON.stringify({ success: false, message: '', code: 'NOT_FOUND' }), {
        status: 404,
      });
    const answer = handler(body, init);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetchMock, calls };
}
