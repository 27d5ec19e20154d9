import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import visitorStyles from '../../../visitor-ui/src/styles.css?inline';

// The visitor pages' own stylesheet, kept inside a shadow root so it neither leaks into the panel
// nor takes the panel's look; ':root' there means this preview's host here.
const STYLES = `${visitorStyles.replaceAll(':root', ':host')}
.preview-title { font-size: 1.75rem; line-height: 1.2; margin: 0 0 1rem; font-weight: 700; }
.page { padding: 1rem; }`;

/** Its children drawn with the visitor pages' styles, as a visitor would see them. */
export function VisitorLook({ children }: { children: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const element = host.current!;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    if (!root.querySelector('style')) {
      const style = document.createElement('style');
      style.textContent = STYLES;
      root.append(style);
    }
    setShadow(root);
  }, []);
  return <div ref={host}>{shadow && createPortal(children, shadow)}</div>;
}
