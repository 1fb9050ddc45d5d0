import { lazy, Suspense } from 'react';

const ToastContainerConfigured = lazy(() => import('./ToastContainerConfigured'));

export function ToastHost() {
  return (
    <Suspense fallback={null}>
      <ToastContainerConfigured />
    </Suspense>
  );
}
