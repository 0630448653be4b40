import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { CAPTION_MAX, isSitePhotoId, sitePhotoBase, SLIDESHOW_KEY, SLIDESHOW_MAX } from '@riviera/contract';
import { variantUrl } from '../../../lib/image-variants';
import { photoBase } from '../../../lib/photo-base';
import { uploadSitePhoto, type Focus } from '../api/upload-site-photo';
import type { ContentField } from '../lib/content-editing';
import { preparePhoto } from '../lib/heic-to-jpeg';
import {
  addSlide,
  moveSlide,
  removeSlide,
  replaceSlide,
  setCaption,
  slidesOf,
  type UploadedPhoto,
} from '../lib/slideshow-editing';
import { photoWords } from '../lib/tab-words';

export interface PhotosEditorProps {
  token: string;
  /** The page's fields: the slideshow's list and each event's picture. */
  fields: readonly ContentField[];
  /** What the host has typed so far (the draft, or what guests see), by key. */
  valueOf(field: ContentField): string;
  onChange(field: ContentField, value: string): void;
}

/** A small picture of a photo, the built ones from the build's files, the uploaded ones from theirs. */
function Thumbnail({ base }: { base: string }) {
  return (
    <img
      className="photo-thumb"
      src={variantUrl(base, 640, 'webp')}
      alt=""
      width={160}
      height={107}
      loading="lazy"
    />
  );
}

/**
 * The Photos page of the Content tab (ADR 084): upload a photo (HEIC turned into a JPEG here where
 * the browser can), place it in the slideshow or on an event; move, replace, remove, caption. Every
 * change is the page's draft, saved and published with the tab's buttons like the words.
 */
export function PhotosEditor({ token, fields, valueOf, onChange }: PhotosEditorProps) {
  const words = photoWords();
  const [focus, setFocus] = useState<Focus>({ x: 0.5, y: 0.5 });
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<UploadedPhoto | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const slideshow = fields.find((field) => field.key === SLIDESHOW_KEY);
  const eventFields = fields.filter((field) => field.format === 'PHOTO');
  const list = slideshow ? valueOf(slideshow) : '[]';
  const slides = slidesOf(list);

  const change = (value: string) => {
    if (slideshow) onChange(slideshow, value);
  };
  const refusedChange = (outcome: ReturnType<typeof addSlide>) => {
    if (outcome.ok) {
      setProblem('');
      change(outcome.value);
    } else setProblem(outcome.reason === 'twice' ? words.twice : words.full(SLIDESHOW_MAX));
  };

  const upload = async () => {
    setProblem('');
    setStatus('');
    if (!file) {
      setProblem(words.noFile);
      return;
    }
    setBusy(true);
    const prepared = await preparePhoto(file);
    if (!prepared.ok) {
      setBusy(false);
      setProblem(words.heicUnreadable);
      return;
    }
    setStatus(words.uploading);
    const outcome = await uploadSitePhoto(token, prepared.blob, prepared.name, focus, words.uploadFailed);
    setBusy(false);
    if (!outcome.ok) {
      setStatus('');
      setProblem(outcome.message);
      return;
    }
    setUploaded(outcome.photo);
    setStatus(words.uploaded);
  };

  const focusInput = (axis: 'x' | 'y') => (event: ChangeEvent<HTMLInputElement>) => {
    const value = Number(event.target.value);
    if (Number.isFinite(value))
      setFocus((before) => ({ ...before, [axis]: Math.min(1, Math.max(0, value)) }));
  };

  const move = (index: number, by: -1 | 1) => {
    change(moveSlide(list, index, by));
    const to = index + by;
    // The focus follows the photo, on the same button where it still can be pressed.
    const stillThere = (by === -1 && to > 0) || (by === 1 && to < slides.length - 1);
    pendingFocus.current = `slide-${stillThere ? (by === -1 ? 'up' : 'down') : by === -1 ? 'down' : 'up'}-${to}`;
  };

  return (
    <div className="photos-editor">
      <p className="admin-hint">{words.intro}</p>

      <section className="photos-upload" aria-labelledby="photos-upload-heading">
        <h4 id="photos-upload-heading">{words.upload}</h4>
        <p className="admin-hint" id="photos-upload-hint">
          {words.uploadHint}
        </p>
        <label className="admin-label" htmlFor="photos-file">
          {words.fileLabel}
        </label>
        <input
          id="photos-file"
          type="file"
          className="admin-input"
          aria-describedby="photos-upload-hint"
          accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <fieldset className="admin-fieldset photos-focus">
          <legend>{words.focusLegend}</legend>
          <label className="admin-label" htmlFor="photos-focus-x">
            {words.focusX}
          </label>
          <input
            id="photos-focus-x"
            className="admin-input"
            type="number"
            min={0}
            max={1}
            step={0.05}
            value={focus.x}
            onChange={focusInput('x')}
          />
          <label className="admin-label" htmlFor="photos-focus-y">
            {words.focusY}
          </label>
          <input
            id="photos-focus-y"
            className="admin-input"
            type="number"
            min={0}
            max={1}
            step={0.05}
            value={focus.y}
            onChange={focusInput('y')}
          />
        </fieldset>
        <button type="button" className="button" disabled={busy} onClick={() => void upload()}>
          {busy ? words.uploading : words.send}
        </button>
        <p className="admin-hint" role="status" aria-live="polite">
          {status}
        </p>
        {problem ? (
          <p className="admin-error" role="alert">
            {problem}
          </p>
        ) : null}
        {uploaded ? (
          <div className="photos-uploaded" data-testid="uploaded-photo" data-photo={uploaded.id}>
            <Thumbnail base={sitePhotoBase(uploaded.id, 'landscape')} />
            <button
              type="button"
              className="button button-quiet"
              onClick={() => refusedChange(addSlide(list, uploaded))}
            >
              {words.addToSlideshow}
            </button>
          </div>
        ) : null}
      </section>

      {slideshow ? (
        <section className="photos-slideshow" aria-labelledby="photos-slideshow-heading">
          <h4 id="photos-slideshow-heading">{words.slideshowHeading}</h4>
          <p className="admin-hint">{words.slideshowHint(slides.length, SLIDESHOW_MAX)}</p>
          <ol className="photo-slides">
            {slides.map((slide, index) => {
              const n = index + 1;
              return (
                <li
                  key={`${slide.photo}-${index}`}
                  className="photo-slide"
                  data-testid="photo-slide"
                  data-photo={slide.photo}
                >
                  <Thumbnail base={photoBase(slide.photo, 'landscape')} />
                  <div className="photo-slide__body">
                    <p className="photo-slide__name">
                      <strong>{words.slide(n)}</strong> ·{' '}
                      {isSitePhotoId(slide.photo) ? words.newPhoto : words.builtPhoto}
                    </p>
                    {(['en', 'fr'] as const).map((language) => (
                      <div key={language} className="photo-slide__caption">
                        <label className="admin-label" htmlFor={`slide-caption-${language}-${index}`}>
                          {language === 'en' ? words.captionEn : words.captionFr} ({words.slide(n)})
                        </label>
                        <input
                          id={`slide-caption-${language}-${index}`}
                          className="admin-input"
                          type="text"
                          lang={language}
                          maxLength={CAPTION_MAX + 20}
                          aria-describedby="photos-caption-hint"
                          value={slide[language]}
                          onChange={(event) => change(setCaption(list, index, language, event.target.value))}
                        />
                      </div>
                    ))}
                    <div className="photo-slide__actions">
                      <button
                        id={`slide-up-${index}`}
                        type="button"
                        className="button button-quiet"
                        disabled={index === 0}
                        aria-label={words.moveUp(n)}
                        onClick={() => move(index, -1)}
                      >
                        ↑
                      </button>
                      <button
                        id={`slide-down-${index}`}
                        type="button"
                        className="button button-quiet"
                        disabled={index === slides.length - 1}
                        aria-label={words.moveDown(n)}
                        onClick={() => move(index, 1)}
                      >
                        ↓
                      </button>
                      {uploaded ? (
                        <button
                          type="button"
                          className="button button-quiet"
                          onClick={() => refusedChange(replaceSlide(list, index, uploaded))}
                        >
                          {words.replace(n)}
                        </button>
                      ) : null}
                      <button
                        type="button"
                        className="button button-quiet"
                        disabled={slides.length === 1}
                        onClick={() => change(removeSlide(list, index))}
                      >
                        {words.remove(n)}
                      </button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
          <p id="photos-caption-hint" className="admin-hint">
            {words.captionHint(CAPTION_MAX)}
          </p>
        </section>
      ) : null}

      <section className="photos-events" aria-labelledby="photos-events-heading">
        <h4 id="photos-events-heading">{words.eventsHeading}</h4>
        <ul className="photo-events">
          {eventFields.map((field) => {
            const value = valueOf(field);
            // The built picture of event <id> is imgs/events/<id>, as client/scripts/photos.mjs writes it
            // (read here by name, so the events' data stays out of this chunk and theirs stays whole).
            const eventId = field.key.slice(field.key.lastIndexOf('.') + 1);
            const base = isSitePhotoId(value) ? sitePhotoBase(value, 'event') : `imgs/events/${eventId}`;
            return (
              <li key={field.key} className="photo-event" data-testid="photo-event">
                {base ? (
                  <img
                    className="photo-thumb"
                    src={variantUrl(base, 480, 'webp')}
                    alt=""
                    width={160}
                    height={107}
                    loading="lazy"
                  />
                ) : null}
                <div className="photo-slide__body">
                  <p className="photo-slide__name">
                    <strong>{field.label}</strong> ·{' '}
                    {isSitePhotoId(value) ? words.eventUploaded : words.eventBuilt}
                  </p>
                  <div className="photo-slide__actions">
                    <button
                      type="button"
                      className="button button-quiet"
                      disabled={!uploaded}
                      onClick={() => uploaded && onChange(field, uploaded.id)}
                    >
                      {words.useUploaded}
                    </button>
                    <button
                      type="button"
                      className="button button-quiet"
                      disabled={!isSitePhotoId(value)}
                      onClick={() => onChange(field, '')}
                    >
                      {words.useBuilt}
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
        {!uploaded ? <p className="admin-hint">{words.noUpload}</p> : null}
      </section>
    </div>
  );
}
