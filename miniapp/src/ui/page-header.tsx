import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title.ts';
import './page-header.css';

/** A page's large title (also the window's title) with optional actions beside it. */
export function PageHeader({ title, subtitle, after }: { title: string; subtitle?: ReactNode; after?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <header className="lp-page-header">
      <div>
        <h1 className="lp-page-header__title">{title}</h1>
        {subtitle && <p className="lp-page-header__subtitle">{subtitle}</p>}
      </div>
      {after}
    </header>
  );
}
