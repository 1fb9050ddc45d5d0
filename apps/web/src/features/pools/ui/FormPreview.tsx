/**
 * The preview before signing under a liquidity form (remove, and the add forms' deposit and supply steps): the shared panel,
 * loaded when the form has a call to preview, not with the page.
 */
import { lazy, Suspense } from 'react';
import type { PreviewState } from '@/shared/chain/preview/usePreview';

const PreviewPanel = lazy(() => import('@/shared/chain/preview/PreviewPanel'));

interface Props {
  preview: { state: PreviewState; sendAnyway: boolean; setSendAnyway: (value: boolean) => void } | undefined;
}

export function FormPreview({ preview }: Props) {
  if (!preview) return null;
  return (
    <Suspense fallback={null}>
      <PreviewPanel state={preview.state} acknowledged={preview.sendAnyway} onAcknowledge={preview.setSendAnyway} />
    </Suspense>
  );
}
