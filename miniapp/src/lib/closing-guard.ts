import { onDirtyChange } from './dirty-forms.ts';
import { loadedSdk } from './telegram/index.ts';

/**
 * Nothing typed is lost: while any form holds unsaved typing (dirty-forms.ts),
 * closing asks first. Inside Telegram its closing confirmation (Bot API 6.2; a client before
 * that closes without asking, and the drafts keep the typing: lib/forms/use-form-draft.ts), in
 * a browser `beforeunload`. One subscriber for the whole app, started by the first module that
 * builds forms (use-zod-form.ts), so the entry does not carry it.
 */
let started = false;

export function guardClosing(): void {
  // The server's render (a drawn task's dialog) has no page to guard.
  if (started || typeof window === 'undefined') return;
  started = true;
  const ask = (e: BeforeUnloadEvent) => {
    e.preventDefault();
    // Older browsers show their dialog only when a value is set; the words are the browser's own.
    e.returnValue = '';
  };
  onDirtyChange((dirty) => {
    const sdk = loadedSdk();
    if (sdk) sdk.setClosingConfirmation(dirty);
    else if (dirty) window.addEventListener('beforeunload', ask);
    else window.removeEventListener('beforeunload', ask);
  });
}
