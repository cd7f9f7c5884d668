import { lazy, Suspense } from 'react';
import { usePalette } from './store';

// The record forms load when the palette first asks for one, outside the shell's chunk.
const FormModal = lazy(() => import('../companies/RecordActions').then((m) => ({ default: m.FormModal })));

/** The record form a palette action opened ("New company", "New contact", "New project"). */
export function CreateRecordHost() {
  const creating = usePalette((s) => s.creating);
  const setCreating = usePalette((s) => s.setCreating);
  if (creating === null) return null;
  return (
    <Suspense fallback={null}>
      <FormModal open={{ form: creating }} onClose={() => setCreating(null)} />
    </Suspense>
  );
}
