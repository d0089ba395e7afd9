'use client';

import { useRef, useState, type DragEvent } from 'react';
import { dropPhoto } from '../../../domain/photos/order';
import { messageOf, sendPhoto } from './upload';

export type ManagedPhoto = { photoId: string; main: boolean; width: number; height: number; thumbUrl: string; alt: string };

type Upload = { key: string; name: string; progress: number; state: 'sending' | 'processing' | 'done' | 'refused'; message?: string };

/**
 * A car's uploaded photos in the console: drop or choose several files at once (each sent on its
 * own with a progress bar), reorder by dragging or with the move buttons, delete, and choose the main
 * photo. Every change is sent at once and the list shown is the server's answer, so what is on
 * screen is what the car page shows.
 */
export function PhotoManager({ filesUrl, carName, initial }: { filesUrl: string; carName: string; initial: ManagedPhoto[] }) {
  const [photos, setPhotos] = useState(initial);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [dropping, setDropping] = useState(false);
  const dragged = useRef<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const patchUpload = (key: string, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  async function send(files: File[]) {
    const fresh = files.map((file, i) => ({ file, upload: { key: `${Date.now()}-${i}-${file.name}`, name: file.name, progress: 0, state: 'sending' as const } }));
    setUploads((list) => [...list.filter((u) => u.state === 'sending' || u.state === 'processing'), ...fresh.map((f) => f.upload)]);
    // One at a time: the server makes every size of each photo, and two cores are shared by everyone.
    for (const { file, upload } of fresh) {
      const answer = await sendPhoto(filesUrl, file, (fraction) =>
        patchUpload(upload.key, { progress: fraction, state: fraction >= 1 ? 'processing' : 'sending' }),
      );
      const photo = (answer.body as { photo?: ManagedPhoto } | null)?.photo;
      if (answer.status === 201 && photo) {
        patchUpload(upload.key, { progress: 1, state: 'done' });
        setPhotos((list) => [...list, photo]);
        setStatus(`${file.name} uploaded.`);
      } else {
        patchUpload(upload.key, { state: 'refused', message: messageOf(answer.body, 'The upload failed; check the connection and try again.') });
      }
    }
  }

  async function change(method: 'PATCH' | 'DELETE', url: string, body: unknown, done: string) {
    setError('');
    const response = await fetch(url, {
      method,
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch(() => null);
    const answer: unknown = response ? await response.json().catch(() => null) : null;
    const list = (answer as { photos?: ManagedPhoto[] } | null)?.photos;
    if (response?.ok && list) {
      setPhotos(list);
      setStatus(done);
    } else {
      setError(messageOf(answer, 'The change could not be saved; try again.'));
    }
  }

  const move = (photo: ManagedPhoto, step: -1 | 1, index: number) =>
    change('PATCH', filesUrl, { move: { photoId: photo.photoId, step } }, `Photo ${index + 1} moved to place ${index + 1 + step}.`);

  function onDropPhoto(event: DragEvent<HTMLLIElement>, target: string) {
    event.preventDefault();
    const from = dragged.current;
    dragged.current = null;
    if (!from || from === target) return;
    void change('PATCH', filesUrl, { order: dropPhoto(photos.map((p) => p.photoId), from, target) }, 'Photos reordered.');
  }

  function onDropFiles(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDropping(false);
    if (event.dataTransfer.files.length > 0) void send([...event.dataTransfer.files]);
  }

  return (
    <div className="photo-manager">
      <div
        className={`photo-drop${dropping ? ' is-dropping' : ''}`}
        onDragOver={(event) => {
          if (event.dataTransfer.types.includes('Files')) {
            event.preventDefault();
            setDropping(true);
          }
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={onDropFiles}
      >
        <p>Drop photos of the {carName} here, or</p>
        <label className="console-button" htmlFor="photo-files">
          Choose photos
        </label>
        <input
          ref={input}
          id="photo-files"
          className="photo-file-input"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            if (input.current) input.current.value = '';
            if (files.length > 0) void send(files);
          }}
        />
        <p className="console-muted">JPEG, PNG, WebP or AVIF. Location and camera details are removed.</p>
      </div>

      {uploads.length > 0 ? (
        <ul className="photo-uploads" aria-label="Uploads">
          {uploads.map((u) => (
            <li key={u.key} className={`photo-upload is-${u.state}`}>
              <span className="photo-upload-name">{u.name}</span>
              <progress max={1} value={u.state === 'refused' ? 0 : u.progress} aria-label={`Upload of ${u.name}`} />
              <span className="photo-upload-state" role={u.state === 'refused' ? 'alert' : undefined}>
                {u.state === 'sending' ? `${Math.round(u.progress * 100)}%` : u.state === 'processing' ? 'Making sizes…' : u.state === 'done' ? 'Uploaded' : u.message}
              </span>
            </li>
          ))}
        </ul>
      ) : null}

      <p className="photo-status" role="status" aria-live="polite">
        {status}
      </p>
      {error ? (
        <p className="console-form-error" role="alert">
          {error}
        </p>
      ) : null}

      {photos.length === 0 ? (
        <p className="console-muted">No uploaded photos yet.</p>
      ) : (
        <ol className="photo-list" aria-label="Uploaded photos, in the order the car page shows them after the main photo">
          {photos.map((photo, index) => (
            <li
              key={photo.photoId}
              className={`photo-item${photo.main ? ' is-main' : ''}`}
              draggable
              onDragStart={(event) => {
                dragged.current = photo.photoId;
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(event) => {
                if (dragged.current) event.preventDefault();
              }}
              onDrop={(event) => onDropPhoto(event, photo.photoId)}
              data-photo-id={photo.photoId}
            >
              <img src={photo.thumbUrl} alt={photo.alt} width={160} height={120} />
              <p className="photo-item-caption">
                {index + 1}. {photo.main ? <strong className="photo-main-badge">Main photo</strong> : null}
                <span className="console-muted">
                  {' '}
                  {photo.width}×{photo.height}
                </span>
              </p>
              <div className="photo-item-actions">
                <button type="button" className="console-button console-button-quiet" disabled={index === 0} onClick={() => void move(photo, -1, index)} aria-label={`Move photo ${index + 1} up`}>
                  Up
                </button>
                <button
                  type="button"
                  className="console-button console-button-quiet"
                  disabled={index === photos.length - 1}
                  onClick={() => void move(photo, 1, index)}
                  aria-label={`Move photo ${index + 1} down`}
                >
                  Down
                </button>
                {photo.main ? null : (
                  <button
                    type="button"
                    className="console-button console-button-quiet"
                    onClick={() => void change('PATCH', filesUrl, { main: photo.photoId }, `Photo ${index + 1} is now the main photo.`)}
                    aria-label={`Make photo ${index + 1} the main photo`}
                  >
                    Make main
                  </button>
                )}
                <button
                  type="button"
                  className="console-button console-button-danger"
                  onClick={() => {
                    if (window.confirm(`Delete photo ${index + 1}? The car page stops showing it at once.`)) {
                      void change('DELETE', `${filesUrl}/${photo.photoId}`, undefined, `Photo ${index + 1} deleted.`);
                    }
                  }}
                  aria-label={`Delete photo ${index + 1}`}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
