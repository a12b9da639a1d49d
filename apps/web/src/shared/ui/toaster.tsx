import { TOAST_DURATION_MS } from '@matchday/core';
import { create } from 'zustand';

interface Toast {
  id: number;
  message: string;
  tone: 'error' | 'info';
}

interface ToastState {
  toasts: Toast[];
  push(message: string, tone: Toast['tone']): void;
  dismiss(id: number): void;
}

let nextId = 1;
const MAX_VISIBLE = 3;

const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  push: (message, tone) => {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, message, tone }].slice(-MAX_VISIBLE) });
    setTimeout(() => get().dismiss(id), TOAST_DURATION_MS);
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
}));

/** Shows a message for 3 s (spec §9); callable outside React, e.g. from the HTTP client. */
export function toast(message: string, tone: Toast['tone'] = 'info'): void {
  useToasts.getState().push(message, tone);
}

/** A small live region instead of a toast library: it keeps the first route light. */
export function Toaster() {
  const toasts = useToasts((s) => s.toasts);
  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex flex-col items-center gap-2 px-3"
    >
      {toasts.map((t) => (
        <p
          key={t.id}
          className={`pointer-events-auto max-w-md rounded-xl px-4 py-2 text-sm shadow-lg ${t.tone === 'error' ? 'bg-red-700 text-white' : 'bg-surface-2 text-text'}`}
        >
          {t.message}
        </p>
      ))}
    </div>
  );
}
