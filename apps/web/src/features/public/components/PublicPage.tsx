import type { ReactNode } from 'react';
import { ScrollKeeper } from '../../../components/ScrollKeeper';
import ui from '../../../components/SiteUi.module.css';
import classes from './PublicPage.module.css';

interface PublicPageProps {
  /** The document title. */
  title: string;
  heading: string;
  lead?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the public content pages: a title band with the h1 and a lead, the text; the
 * page opens at its top (components/ScrollKeeper).
 */
export function PublicPage({ title, heading, lead, children }: PublicPageProps) {
  return (
    <>
      <title>{title}</title>
      <ScrollKeeper />
      <div className={classes.band}>
        <div className={`${ui.container} ${ui.narrow}`}>
          <h1 className={classes.heading}>{heading}</h1>
          {lead && <p className={classes.lead}>{lead}</p>}
        </div>
      </div>
      <div className={`${ui.container} ${ui.narrow} ${classes.body}`}>{children}</div>
    </>
  );
}
