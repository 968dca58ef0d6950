/**
 * Document title and description of a page (React 19 hoists `<title>` and `<meta>` into `<head>`).
 * @module
 */
import { shellMessages } from '../../shared/messages/catalogue.web';

/**
 * @param title - page name; the document title becomes "{title} | BuscaGym"
 * @param description - meta description; defaults to the site's
 */
export function PageMeta({
  title,
  description = shellMessages.defaultDescription,
}: {
  title: string;
  description?: string;
}) {
  return (
    <>
      <title>{shellMessages.pageTitle(title)}</title>
      <meta name="description" content={description} />
    </>
  );
}
