import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

/** A control's own attributes with the label and error its field shows around it. */
export type Labelled<Attributes> = Attributes & { label: string; error?: string | undefined };

/** What a field's control needs to be tied to its label and error. */
interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

// Full width and free to shrink: an input's own size (about 20 characters) spilled past a 390 px card.
const controlClass =
  'min-h-11 w-full min-w-0 rounded-xl border border-line bg-bg px-3 text-base text-text outline-none focus:border-accent';

/** A label above its control and the control's error, tied to it for screen readers. */
function Field({ label, error, children }: Labelled<{ children: (control: FieldControl) => ReactNode }>) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm text-muted">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input with its error tied to it for screen readers. */
export function TextField({ label, error, ...input }: Labelled<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <Field label={label} error={error}>
      {(control) => <input {...control} className={controlClass} {...input} />}
    </Field>
  );
}

/** A labelled select, its options as children. */
export function SelectField({ label, error, ...select }: Labelled<SelectHTMLAttributes<HTMLSelectElement>>) {
  return (
    <Field label={label} error={error}>
      {(control) => <select {...control} className={controlClass} {...select} />}
    </Field>
  );
}

/** A password input; `autoComplete` tells managers whether it is the current password or a new one. */
export function PasswordField(
  props: Labelled<InputHTMLAttributes<HTMLInputElement>> & { autoComplete: 'current-password' | 'new-password' },
) {
  return <TextField type="password" {...props} />;
}
