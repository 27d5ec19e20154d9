import type { Ref } from 'react';

/** An error the page shows and screen readers announce (never `window.alert`). */
export function ErrorAlert({ message, ref }: { message: string; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p ref={ref} className="alert" role="alert" tabIndex={-1}>
      {message}
    </p>
  );
}
