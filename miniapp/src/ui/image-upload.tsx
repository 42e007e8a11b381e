import { Button } from '@telegram-apps/telegram-ui';
import { ImageUp } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkImageFile, RECOMMENDED_SIZE, type UploadBucket, type UploadFolder } from '@shared/uploads.ts';
import { ApiError } from '../lib/api-client.ts';
import { uploadImage } from '../lib/image-upload-api.ts';
import { ErrorBanner } from './error-banner.tsx';
import './image-upload.css';

export interface ImageUploadProps {
  bucket: UploadBucket;
  folder: UploadFolder;
  /** The image there is now (a profile's avatar, a post's cover). */
  value?: string | null;
  /** The stored image's URL, for the form that owns it to save. */
  onUploaded: (url: string) => void;
  /** Round preview for avatars. */
  round?: boolean;
  /** The text when the upload did not get through (a post cover has its own); default 'Failed to upload image'. */
  failedText?: string;
  'data-testid'?: string;
}

type State = { phase: 'idle' } | { phase: 'uploading'; percent: number } | { phase: 'failed'; message: string };

/**
 * The one image picker of the app (avatars, profile, post and event covers): pick or drop
 * a file, its type and size checked before anything is sent, a preview at once, progress for slow
 * connections, and the server's refusal in the user's language. Inside Telegram the plain
 * file input opens the WebView's own picker.
 */
export function ImageUpload({
  bucket,
  folder,
  value,
  onUploaded,
  round,
  failedText,
  'data-testid': testId,
}: ImageUploadProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);
  // A local preview is a blob: URL that holds the file in memory until revoked.
  useEffect(
    () => () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function take(file: File | undefined) {
    if (!file || state.phase === 'uploading') return;
    const refusal = checkImageFile(file);
    if (refusal) {
      setState({ phase: 'failed', message: t(`errors.${refusal}`) });
      return;
    }
    setPreview(URL.createObjectURL(file));
    setState({ phase: 'uploading', percent: 0 });
    abort.current = new AbortController();
    try {
      const { url } = await uploadImage({
        file,
        bucket,
        folder,
        signal: abort.current.signal,
        onProgress: (f) => setState({ phase: 'uploading', percent: Math.round(f * 100) }),
      });
      setPreview(url);
      setState({ phase: 'idle' });
      onUploaded(url);
    } catch (err) {
      if ((err as Error).name === 'AbortError') return;
      // The server's own text when it refused; a fixed text when it could not be reached.
      const message =
        err instanceof ApiError && err.status > 0 && err.message ? err.message : (failedText ?? t('upload.failed'));
      setPreview(null);
      setState({ phase: 'failed', message });
    }
  }

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    void take(e.target.files?.[0]);
    e.target.value = ''; // picking the same file again still fires change
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void take(e.dataTransfer.files[0]);
  };

  const shown = preview ?? value ?? null;
  const uploading = state.phase === 'uploading';
  return (
    <div
      className={`lp-image-upload${dragging ? ' lp-image-upload--dragging' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid={testId}
    >
      {shown && (
        <img
          className={`lp-image-upload__preview${round ? ' lp-image-upload__preview--round' : ''}`}
          src={shown}
          alt={t('upload.preview')}
          decoding="async"
        />
      )}
      <input
        ref={input}
        id={inputId}
        className="lp-image-upload__input"
        type="file"
        accept="image/*"
        onChange={onPick}
        disabled={uploading}
      />
      <div className="lp-image-upload__actions">
        <Button
          size="s"
          mode="bezeled"
          before={<ImageUp size={18} aria-hidden />}
          onClick={() => input.current?.click()}
          disabled={uploading}
        >
          {shown ? t('upload.change') : t('upload.choose')}
        </Button>
        {/* A finger cannot drag a file here: a touch screen is told to tap, and the words open the picker. */}
        <span className="lp-image-upload__hint lp-image-upload__hint--drop">{t('upload.drop')}</span>
        <label className="lp-image-upload__hint lp-image-upload__hint--tap" htmlFor={inputId}>
          {t('upload.tap')}
        </label>
      </div>
      {uploading && (
        <label className="lp-image-upload__progress" htmlFor={`${inputId}-progress`}>
          {t('upload.uploading', { percent: state.percent })}
          <progress id={`${inputId}-progress`} max={100} value={state.percent} />
        </label>
      )}
      <p className="lp-image-upload__hint">
        {t('upload.recommended', { size: RECOMMENDED_SIZE[folder] })} · {t('upload.formats')}
      </p>
      {state.phase === 'failed' && <ErrorBanner title={state.message} onDismiss={() => setState({ phase: 'idle' })} />}
    </div>
  );
}
