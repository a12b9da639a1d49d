/** The form-level message a failed submit shows, announced to screen readers. */
export function FormAlert({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p role="alert" className="rounded-lg bg-warn px-3 py-2 text-sm text-on-warn">
      {text}
    </p>
  );
}
