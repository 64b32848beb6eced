import { useHydratedStore } from '../../../lib/use-hydrated-store';

// Short messages at the bottom of the seller screens (new order, action results). One list for
// the page; each disappears after a while or when closed.

export type Toast = {
  id: number;
  text: string;
  tone: 'info' | 'success' | 'error';
  link?: { to: string; label: string };
};

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function showToast(toast: Omit<Toast, 'id'>, ms = 8000): number {
  const id = nextId++;
  toasts = [...toasts.slice(-3), { ...toast, id }];
  emit();
  setTimeout(() => dismissToast(id), ms);
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function useToasts(): Toast[] {
  return useHydratedStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
    () => toasts,
  );
}
