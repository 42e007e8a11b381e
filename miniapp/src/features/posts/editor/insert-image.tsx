import { Spinner } from '@telegram-apps/telegram-ui';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkImageFile } from '@shared/uploads.ts';
import { errorText } from '@app/lib/api-errors.ts';
import { uploadImage } from '@app/lib/image-upload-api.ts';
import { IconButton } from '@app/ui/icon-button.tsx';
import { toast } from '@app/ui/toast.ts';

/**
 * The stored image's address as a post's text names it: the path on this site, whatever the
 * store's public address (the server serves every upload under /uploads, S3 too), so the post
 * does not change when the store does.
 */
export function contentImagePath(url: string): string {
  const m = /\/(posts\/content\/[^/?#]+\/full\.webp)$/.exec(url);
  return m ? `/uploads/${m[1]}` : url;
}

/** `text` with the image's Markdown put at the caret (on a line of its own), and where the caret goes next. */
export function withImage(text: string, at: number, path: string): { text: string; caret: number } {
  const before = text.slice(0, at);
  const after = text.slice(at);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const tail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const inserted = `${lead}![](${path})${tail}`;
  return { text: before + inserted + after, caret: before.length + inserted.length };
}

/**
 * The editor's "Insert image": a post shows only images uploaded here, so
 * the author uploads one (`posts/content`) and its Markdown goes into the text at the caret.
 * Saving the post attaches it, so the clean-up keeps it.
 */
export function InsertImageButton({
  textareaId,
  value,
  onChange,
}: {
  textareaId: string;
  value: string;
  onChange: (next: string) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  // The text as it is when the upload ends, not when it began: the author may type meanwhile.
  const latest = useRef(value);
  latest.current = value;

  useEffect(() => () => abort.current?.abort(), []);

  async function take(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file || percent !== null) return;
    const refusal = checkImageFile(file);
    if (refusal) {
      toast.error(t(`errors.${refusal}`));
      return;
    }
    const area = document.getElementById(textareaId) as HTMLTextAreaElement | null;
    const at = area ? area.selectionStart : latest.current.length;
    setPercent(0);
    abort.current = new AbortController();
    try {
      const { url } = await uploadImage({
        file,
        bucket: 'posts',
        folder: 'content',
        signal: abort.current.signal,
        onProgress: (f) => setPercent(Math.round(f * 100)),
      });
      const next = withImage(latest.current, Math.min(at, latest.current.length), contentImagePath(url));
      onChange(next.text);
      requestAnimationFrame(() => {
        area?.focus();
        area?.setSelectionRange(next.caret, next.caret);
      });
    } catch (err) {
      if (!(err instanceof DOMException && err.name === 'AbortError'))
        toast.error(errorText(err, t, 'posts.editor.insertImageFailed'));
    } finally {
      setPercent(null);
    }
  }

  const label = percent === null ? t('posts.editor.insertImage') : t('posts.editor.insertingImage', { percent });
  return (
    <>
      <IconButton
        label={label}
        size="s"
        round
        disabled={percent !== null}
        onClick={() => input.current?.click()}
        data-testid="post-editor-insert-image"
      >
        {percent === null ? <ImagePlus size={18} aria-hidden /> : <Spinner size="s" />}
      </IconButton>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={(e) => void take(e)}
        data-testid="post-editor-insert-image-file"
      />
    </>
  );
}
