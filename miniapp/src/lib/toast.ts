/** Toasts (success, error, warning, info; 3 s by default), as a tiny store. */
export type ToastType = 'success' | 'error' | 'warning' | 'info';
export interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
  /** A link after the text ("Open in the planner"). */
  link?: ToastLink;
}
export interface ToastLink {
  href: string;
  label: string;
}

export const TOAST_DURATION_MS = 3000;

let items: ToastItem[] = [];
let nextId = 1;
const subscribers = new Set<() => void>();
const emit = () => subscribers.forEach((s) => s());

export function showToast(type: ToastType, message: string, durationMs = TOAST_DURATION_MS, link?: ToastLink): number {
  const id = nextId++;
  items = [...items.slice(-3), { id, type, message, ...(link ? { link } : {}) }];
  emit();
  setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export function dismissToast(id: number): void {
  if (!items.some((t) => t.id === id)) return;
  items = items.filter((t) => t.id !== id);
  emit();
}

export const toast = {
  success: (m: string) => showToast('success', m),
  error: (m: string) => showToast('error', m),
  warning: (m: string) => showToast('warning', m),
  info: (m: string) => showToast('info', m),
};

export const subscribeToasts = (cb: () => void) => (subscribers.add(cb), () => void subscribers.delete(cb));
export const getToasts = () => items;
