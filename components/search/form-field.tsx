import clsx from 'clsx';
import type { ReactNode } from 'react';
import { fieldClass } from './field-class';

/** A labelled field of the search form (./search-form.tsx). */
export function Field({
  label,
  htmlFor,
  showLabel,
  fold,
  className,
  children,
}: {
  label: string;
  htmlFor: string;
  showLabel: boolean;
  /**
   * Folded into 'More filters' on a phone (the home page's form): hidden there until 'More
   * filters' opens or the field is in use (components/runtime/search-form-runtime.ts).
   */
  fold?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      data-fold={fold ? '' : undefined}
      className={clsx('flex min-w-0 flex-col gap-1.5', fold && 'max-md:hidden', className)}
    >
      <label
        htmlFor={htmlFor}
        className={showLabel ? 'text-muted text-xs font-bold tracking-wide uppercase' : 'sr-only'}
      >
        {label}
      </label>
      {children}
    </div>
  );
}

/** A select of the form, in the second row's width on wide screens. */
export function SelectField({
  name,
  label,
  id,
  showLabel,
  fold,
  options,
}: {
  name: string;
  label: string;
  id: string;
  showLabel: boolean;
  fold?: boolean;
  /** [value, text] of each option; '' is the 'any' choice. */
  options: [string, string][];
}) {
  return (
    <Field label={label} htmlFor={id} showLabel={showLabel} fold={fold} className="lg:col-span-2">
      <select id={id} name={name} defaultValue="" className={fieldClass}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}
