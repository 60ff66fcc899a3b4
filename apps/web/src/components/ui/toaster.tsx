import { useEffect } from 'react';
import toast, { Toaster as HotToaster, useToasterStore } from 'react-hot-toast';

/** product-rules §4/§9: at most 20 toasts shown. */
export const TOAST_LIMIT = 20;

function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    const visible = toasts.filter((t) => t.visible);
    // toasts are newest first; dismiss the oldest beyond the limit
    visible.slice(TOAST_LIMIT).forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
  return null;
}

/** success 2 s, error 4 s, blank 4 s, custom 4 s, loading until dismissed (product-rules §4). */
export function Toaster() {
  return (
    <>
      <ToastLimit />
      <HotToaster
        position="top-center"
        gutter={8}
        toastOptions={{
          duration: 4000,
          className: '!text-sm !rounded-xl !shadow-pop !text-ink',
          success: { duration: 2000, iconTheme: { primary: '#047857', secondary: '#fff' } },
          error: { duration: 4000 },
          blank: { duration: 4000 },
          custom: { duration: 4000 },
          loading: { duration: Infinity },
        }}
      />
    </>
  );
}
