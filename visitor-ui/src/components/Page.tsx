import { type ReactNode, useEffect, useRef } from 'react';
import { RESPONSIBLE_GAMBLING } from '../../../rules/tasks';

let firstPage = true;

/**
 * One step of the funnel: its tab title, its heading, focus on the heading after a page change, and
 * the responsible-gambling line every page carries.
 */
export function Page({
  title,
  heading,
  children,
}: {
  title: string;
  heading?: string;
  children?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Screen readers hear nothing when a single-page app changes page; moving focus announces it.
    if (!firstPage) headingRef.current?.focus();
    firstPage = false;
  }, []);

  return (
    <main className="page">
      <title>{title}</title>
      {heading && (
        <h1 ref={headingRef} id="page-title" tabIndex={-1}>
          {heading}
        </h1>
      )}
      {children}
      <footer className="footer">
        <p>{RESPONSIBLE_GAMBLING}</p>
      </footer>
    </main>
  );
}
