import { ChoiceGroup, TextField } from '@/components/forms/fields';
import { oneOf, ROLES } from '@/lib/upload/draft';
import type { StepProps } from './step-props';

/** Step 6: who lists the property; an agent also gives the agency and EARB number. */
export function ContactStep({ form, t }: StepProps) {
  const f = t.fields;
  return (
    <>
      <p className="bg-brand-50 text-brand-900 rounded-xl px-4 py-3 text-sm">{f.published}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...form.text('name')} autoComplete="name" />
        <ChoiceGroup
          {...form.radio('role')}
          onToggle={(v) => form.setField('role', oneOf(ROLES, v))}
          options={ROLES.map((role) => ({ value: role, label: f[role] }))}
        />
        <TextField
          {...form.text('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={f.phoneHint}
        />
        <TextField {...form.text('email')} type="email" autoComplete="email" />
      </div>
      {form.draft.role === 'agent' && (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...form.text('agency')} autoComplete="organization" />
          <TextField {...form.text('earbNumber')} hint={f.earbHint} />
        </div>
      )}
    </>
  );
}
