import { useEffect } from 'react';
import { useNavigation } from '../../../models/navigation';
import { isTextField } from '../../palette/keys';
import { filesOf } from './files';

/*
 * Quick capture (issue 15): a file dropped anywhere in the app, or an image pasted outside a text
 * field, starts a new expense with it as the receipt (the Expenses section's form, the file held in
 * its draft); in the Expenses section it goes to the form as shown. A paste that carries text is
 * left alone in text fields, so pasting into a field works as always. The expense code loads on
 * the first capture only (the Expenses section is its own chunk).
 */

/** Whether a drag carries files (links and text dragged within the page do not count). */
const carriesFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');

async function capture(files: File[]): Promise<void> {
  const nav = useNavigation.getState();
  const { takeForForm, startExpenseWith } = await import('./capture');
  if (nav.section === 'expenses') return takeForForm(files, true);
  nav.go('expenses');
  return startExpenseWith(files);
}

/** Binds quick capture for the app's lifetime (the shell calls it once). */
export function useQuickCapture(): void {
  useEffect(() => {
    const onDragOver = (e: DragEvent) => {
      if (!carriesFiles(e) || e.defaultPrevented) return;
      e.preventDefault(); // without this the browser opens the file instead of dropping it here
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
    };
    const onDrop = (e: DragEvent) => {
      if (e.defaultPrevented) return;
      const files = filesOf(e.dataTransfer);
      if (files.length === 0) return;
      e.preventDefault();
      void capture(files);
    };
    const onPaste = (e: ClipboardEvent) => {
      if (e.defaultPrevented) return;
      const files = filesOf(e.clipboardData);
      if (files.length === 0) return;
      const hasText = Array.from(e.clipboardData?.types ?? []).includes('text/plain');
      if (isTextField(e.target) && hasText) return;
      e.preventDefault();
      void capture(files);
    };
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('drop', onDrop);
    window.addEventListener('paste', onPaste);
    return () => {
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('drop', onDrop);
      window.removeEventListener('paste', onPaste);
    };
  }, []);
}
