import { type LoaderFunctionArgs, redirect } from 'react-router';
import { getOperatorToken, getSellerToken, getUserToken } from '../lib/storage';

// Spec 2.2: /my/* (and receipts) need a customer token, else /login remembering the page.
export function requireUser({ request }: LoaderFunctionArgs): null {
  if (getUserToken()) return null;
  const url = new URL(request.url);
  throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

// Spec 2.3: protected seller pages need sellerTokenV2, else /seller/login.
export function requireSeller({ request }: LoaderFunctionArgs): null {
  if (getSellerToken()) return null;
  const url = new URL(request.url);
  throw redirect(`/seller/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

// Issue 32: the operator console needs an operator token, else /admin/login.
export function requireOperator({ request }: LoaderFunctionArgs): null {
  if (getOperatorToken()) return null;
  const url = new URL(request.url);
  throw redirect(`/admin/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Guards re-check on every navigation inside their area (a token may be gone by then). */
export const alwaysRevalidate = () => true;
