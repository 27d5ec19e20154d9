import type { ReactNode } from 'react';
import './login.css';

/** The card every sign-in page sits in: centred, one column, thumb-sized controls. */
export function LoginCard({
  title,
  children,
  onSubmit,
  onIntent,
}: {
  title: string;
  children: ReactNode;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  onIntent?: () => void;
}) {
  const content = (
    <>
      <h1>{title}</h1>
      {children}
    </>
  );
  return (
    <main className="login">
      {onSubmit ? (
        <form
          className="login-card"
          onSubmit={onSubmit}
          onInput={onIntent}
          onPointerDown={onIntent}
        >
          {content}
        </form>
      ) : (
        <div className="login-card">{content}</div>
      )}
    </main>
  );
}

export function LoginError({ error }: { error?: string }) {
  if (!error) return null;
  return (
    <p role="alert" className="login-error">
      {error}
    </p>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" disabled={busy} aria-busy={busy}>
      {busy && <span className="login-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
