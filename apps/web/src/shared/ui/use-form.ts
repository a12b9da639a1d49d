import { useState, type ChangeEvent } from 'react';
import { failureText } from '@/shared/http/errors';

/** Each field's error, and the form's own (a failed send) under `form`. */
export type FormErrors<V> = Partial<Record<keyof V, string | undefined>> & { form?: string | undefined };

type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

const asTyped = (typed: string) => typed;

/**
 * A form's values, its errors and its send. `field` binds a text input (name, value, change, error),
 * `digits` a digits field; `check` shows the rules' errors and says whether there were none; `run`
 * sends, busy meanwhile, and shows a failure as the form's error (the server's message, else `failed`).
 */
export function useForm<V extends object>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((v) => ({ ...v, [key]: value }));

  const field = <K extends TextKey<V>>(key: K, clean: (typed: string) => string = asTyped) => ({
    name: key,
    value: values[key] as string,
    error: errors[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(key, clean(e.target.value) as V[K]),
  });
  const digits = <K extends TextKey<V>>(key: K) => ({
    name: key,
    value: values[key] as string,
    error: errors[key],
    onDigits: (typed: string) => set(key, typed as V[K]),
  });

  function check(found: FormErrors<V>): boolean {
    setErrors(found);
    return !Object.values(found).some(Boolean);
  }

  async function run(failed: string, send: () => Promise<unknown>) {
    setBusy(true);
    setErrors((e) => ({ ...e, form: undefined }));
    try {
      await send();
    } catch (err) {
      const failure: FormErrors<V> = {};
      failure.form = failureText(err, failed);
      setErrors(failure);
    } finally {
      setBusy(false);
    }
  }

  return { values, set, setValues, errors, setErrors, busy, field, digits, check, run };
}
