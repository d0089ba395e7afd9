/** A field's messages, tied to its input by `aria-describedby`; renders an empty holder so the id always exists. */
export function FieldError({ id, messages }: { id: string; messages: string[] | undefined }) {
  return (
    <p id={id} className="console-field-error">
      {messages?.join(' ')}
    </p>
  );
}

/** A message for the whole form, announced when it appears. */
export function FormMessage({ message }: { message: string | null }) {
  return message ? (
    <p className="console-form-error" role="alert">
      {message}
    </p>
  ) : null;
}
