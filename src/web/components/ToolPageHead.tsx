/**
 * The head of a partner's tool page (sales, check-in, clients): the document title, the link back to
 * the profile, the page's `<h1>` and its lead. Styled by `.tool-page__*` in styles/blocks.css.
 * @module
 */
import { Link, type To } from 'react-router';
import { PageMeta } from './PageMeta';

/** Props of {@link ToolPageHead}. */
export interface ToolPageHeadProps {
  /** The page's name: its `<h1>` and its document title. */
  title: string;
  lead: string;
  /** The text of the link back. */
  back: string;
  backTo: To;
}

/** Title, way back, heading and lead. */
export function ToolPageHead({ title, lead, back, backTo }: ToolPageHeadProps) {
  return (
    <>
      <PageMeta title={title} />
      <p className="tool-page__back">
        <Link to={backTo}>{back}</Link>
      </p>
      <h1 className="tool-page__title">{title}</h1>
      <p className="tool-page__lead">{lead}</p>
    </>
  );
}
