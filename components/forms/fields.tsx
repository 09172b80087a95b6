import clsx from 'clsx';
import type { ReactNode } from 'react';

/**
 * The pieces of the site's forms (List Your Property, Contact, Report this listing): a label
 * above each control, then under it a hint and the error in words (so controls side by side line
 * up whatever their hints), tied to it with aria-describedby and aria-invalid. Plain components,
 * used inside client islands.
 */
// The look of a text field, select or text area: `field` in app/globals.css, red when invalid.
const inputClass = (invalid: boolean) => (invalid ? 'field field-invalid' : 'field');

const border = (invalid: boolean) => (invalid ? 'border-red-700' : 'border-line');

/** The ids of a field's parts, from its control's id. */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = fieldIds(id);
  return [hint && ids.hint, error && ids.error].filter(Boolean).join(' ') || undefined;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={fieldIds(id).error} className="mt-1.5 text-sm font-semibold text-red-800">
      {message}
    </p>
  );
}

function Hint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={fieldIds(id).hint} className="text-muted mt-1 text-sm">
      {hint}
    </p>
  );
}

interface FieldProps {
  id: string;
  label: string;
  /** '(optional)' after the label, for fields that may stay empty. */
  optional?: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

function Label({ id, label, optional }: Pick<FieldProps, 'id' | 'label' | 'optional'>) {
  return (
    <label htmlFor={id} className="text-ink block text-sm font-bold">
      {label}
      {optional && <span className="text-muted font-normal"> {optional}</span>}
    </label>
  );
}

export function TextField({
  id,
  label,
  optional,
  hint,
  error,
  className,
  value,
  onChange,
  type = 'text',
  inputMode,
  autoComplete,
  placeholder,
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  autoComplete?: string;
  placeholder?: string;
}) {
  return (
    <div className={className}>
      <Label id={id} label={label} optional={optional} />
      <input
        id={id}
        name={id}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        className={clsx(inputClass(Boolean(error)), 'mt-1.5 h-12')}
      />
      <Hint id={id} hint={hint} />
      <FieldError id={id} message={error} />
    </div>
  );
}

export function TextArea({
  id,
  label,
  optional,
  hint,
  error,
  className,
  value,
  onChange,
  counter,
  rows = 6,
  lang,
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  /** '120 of 3,000 characters', under the box. */
  counter?: string;
  rows?: number;
  lang?: string;
}) {
  return (
    <div className={className}>
      <Label id={id} label={label} optional={optional} />
      <textarea
        id={id}
        name={id}
        rows={rows}
        lang={lang}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        className={clsx(inputClass(Boolean(error)), 'mt-1.5 py-3 leading-relaxed')}
      />
      {counter && <p className="text-muted mt-1 text-right text-xs">{counter}</p>}
      <Hint id={id} hint={hint} />
      <FieldError id={id} message={error} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  hint,
  error,
  className,
  value,
  onChange,
  placeholder,
  options,
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className={className}>
      <Label id={id} label={label} />
      <select
        id={id}
        name={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        className={clsx(inputClass(Boolean(error)), 'mt-1.5 h-12')}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Hint id={id} hint={hint} />
      <FieldError id={id} message={error} />
    </div>
  );
}

/**
 * Radio buttons or checkboxes in a fieldset, its legend the label. The first control carries the
 * id, so 'focus the first wrong field' lands on it; the group's error is read with each control.
 */
export function ChoiceGroup({
  id,
  label,
  optional,
  hint,
  error,
  className,
  kind,
  values,
  onToggle,
  options,
  columns = 2,
}: FieldProps & {
  kind: 'radio' | 'checkbox';
  /** The chosen values (one at most for radios). */
  values: readonly string[];
  onToggle: (value: string) => void;
  options: readonly { value: string; label: string }[];
  columns?: 1 | 2 | 3 | 4;
}) {
  return (
    <fieldset className={className}>
      <legend className="text-ink text-sm font-bold">
        {label}
        {optional && <span className="text-muted font-normal"> {optional}</span>}
      </legend>
      <Hint id={id} hint={hint} />
      <div
        className={clsx(
          'mt-2 grid gap-2',
          columns === 2 && 'sm:grid-cols-2',
          columns === 3 && 'grid-cols-2 sm:grid-cols-3',
          columns === 4 && 'grid-cols-2 sm:grid-cols-4',
        )}
      >
        {options.map((option, i) => {
          const checked = values.includes(option.value);
          return (
            <label
              key={option.value}
              className={clsx(
                'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-2 text-sm font-semibold transition',
                checked
                  ? 'border-brand-600 bg-brand-50 text-brand-900'
                  : 'bg-white hover:border-stone-400',
                !checked && border(Boolean(error)),
              )}
            >
              <input
                id={i === 0 ? id : undefined}
                type={kind}
                name={id}
                value={option.value}
                checked={checked}
                onChange={() => onToggle(option.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
                className="accent-brand-700 size-5 shrink-0"
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}

/**
 * 'N fields need your attention.', announced when a step is checked and fails. The live region
 * stays in the page (a region added or shown with its text is often not read out), and speaks
 * politely: the count changes as fields are fixed, and must not cut into typing.
 */
export function ErrorSummary({ message }: { message: string | null }) {
  return (
    <div aria-live="polite">
      {message && (
        <p className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
          {message}
        </p>
      )}
    </div>
  );
}
