import type { ContentTabCopy } from '@riviera/content/en/admin/content';
import { lazy, Suspense, type ChangeEvent } from 'react';
import {
  lengthOf,
  lengthState,
  parisInputValue,
  type ContentField,
  type Language,
} from '../lib/content-editing';
import { fixFrenchTypography } from '../lib/french-typography-fix';

// The rich text editor is its own chunk, fetched when a page with a rich field opens (ADR 080).
const RichTextEditor = lazy(() => import('./rich-text-editor'));

interface FieldErrors {
  en: string[];
  fr: string[];
  field: string[];
}

interface ContentFieldEditorProps {
  field: ContentField;
  value: { en: string; fr: string };
  errors: FieldErrors | undefined;
  /** The languages shown: both side by side on a wide screen, the switch's one on a phone. */
  languages: readonly Language[];
  words: ContentTabCopy;
  onChange(language: Language, value: string): void;
}

export const inputId = (key: string, language: Language) => `content-${key}-${language}`;

/** A long text (a mail's body, an introduction) is a text area; a short one a line. */
const isLong = (field: ContentField) => (field.maxLength ?? 0) >= 200;

/** One field: its label and marks, then one editor per language shown (one for a fact). */
export function ContentFieldEditor({
  field,
  value,
  errors,
  languages,
  words,
  onChange,
}: ContentFieldEditorProps) {
  const shown: Language[] = field.translated ? [...languages] : ['en'];
  const drafted = field.draftEn !== null || field.draftFr !== null;
  const labelId = `content-${field.key}-label`;
  const badges = [
    ...(field.placeholder ? [['placeholder', words.placeholder]] : []),
    ...(field.frOutdated ? [['outdated', words.frOutdated]] : []),
    ...(drafted ? [['drafted', words.drafted]] : []),
  ] as const;
  return (
    <div className="content-field" role="group" aria-labelledby={labelId} id={`content-field-${field.key}`}>
      <div className="content-field__head">
        <h4 id={labelId} className="content-field__label">
          {field.label}
        </h4>
        {badges.length ? (
          <ul className="content-badges">
            {badges.map(([kind, text]) => (
              <li key={kind} className={`content-badge content-badge--${kind}`}>
                {text}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {errors?.field.length ? <FieldErrorList errors={errors.field} /> : null}
      <div className={`content-field__languages content-field__languages--${shown.length}`}>
        {shown.map((language) => (
          <LanguageEditor
            key={language}
            headingId={labelId}
            field={field}
            language={language}
            value={value[language]}
            errors={errors?.[language] ?? []}
            invalid={Boolean(errors?.[language].length || errors?.field.length)}
            words={words}
            onChange={(next) => onChange(language, next)}
          />
        ))}
      </div>
    </div>
  );
}

function FieldErrorList({ errors }: { errors: readonly string[] }) {
  return (
    <div className="admin-field__error" role="alert">
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

interface LanguageEditorProps {
  headingId: string;
  field: ContentField;
  language: Language;
  value: string;
  errors: string[];
  invalid: boolean;
  words: ContentTabCopy;
  onChange(value: string): void;
}

function LanguageEditor({
  headingId,
  field,
  language,
  value,
  errors,
  invalid,
  words,
  onChange,
}: LanguageEditorProps) {
  const id = inputId(field.key, language);
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const name = !field.translated ? words.fact : language === 'en' ? words.english : words.french;
  const state = lengthState(value, field.maxLength);
  const length = lengthOf(value);
  const max = field.maxLength ?? 0;
  const rich = field.format === 'RICH';
  const fixable =
    language === 'fr' && field.translated && (field.format === 'TEXT' || rich)
      ? fixFrenchTypography(value, rich)
      : value;
  const common = {
    id,
    'aria-labelledby': `${headingId} ${labelId}`,
    'aria-describedby': hintId,
    'aria-invalid': invalid,
    className: 'admin-input',
    lang: field.translated ? language : undefined,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  const input = () => {
    switch (field.format) {
      case 'RICH':
        return (
          <Suspense fallback={<p className="admin-hint">{words.editor.loading}</p>}>
            <RichTextEditor
              id={id}
              labelledBy={`${headingId} ${labelId}`}
              describedBy={hintId}
              value={value}
              invalid={invalid}
              words={words.editor}
              label={`${field.label} (${name})`}
              onChange={onChange}
            />
          </Suspense>
        );
      case 'EMAIL':
        return <input {...common} type="email" inputMode="email" autoComplete="off" spellCheck={false} />;
      case 'PHONE':
        return <input {...common} type="tel" inputMode="tel" autoComplete="off" />;
      case 'URL':
        return <input {...common} type="url" inputMode="url" autoComplete="off" spellCheck={false} />;
      case 'DATETIME': {
        const shown = parisInputValue(value);
        return <input {...common} type={shown.kind} value={shown.value} />;
      }
      default:
        return isLong(field) ? <textarea {...common} rows={5} /> : <input {...common} type="text" />;
    }
  };
  return (
    <div className="content-language">
      <span id={labelId} className="admin-label">
        {name}
        {field.format === 'DATETIME' ? ` (${words.parisTime})` : ''}
      </span>
      {input()}
      <p id={hintId} className={`content-length content-length--${state}`}>
        {max ? words.length(length, max) : null}
        {state === 'near' ? ` · ${words.lengthNear(max - length)}` : null}
        {state === 'over' ? ` · ${words.lengthOver(length - max)}` : null}
      </p>
      {fixable !== value ? (
        <button type="button" className="button button-quiet content-fix" onClick={() => onChange(fixable)}>
          {words.fixTypography}
        </button>
      ) : null}
      {errors.length ? <FieldErrorList errors={errors} /> : null}
    </div>
  );
}
