/**
 * Finding things in the help centre's answer (`GET /wps/system/helpCenter`): one topic by its
 * stable key (deep links `/help?topic=<key>`, the footer, the sign-up forms' terms links) and a
 * text search over titles and the articles' text (not their markup).
 */
import type { HelpArticle, HelpCategory } from '../api/endpoints/system';

export interface HelpTopicMatch {
  category: HelpCategory;
  article: HelpArticle;
}

/** The article with this key (or numeric id, as a string), and its group; null when absent. */
export function findHelpTopic(categories: readonly HelpCategory[] | undefined, topic: string | null | undefined): HelpTopicMatch | null {
  if (!categories || !topic) return null;
  for (const category of categories) {
    for (const article of category.articles) {
      if (article.key === topic || String(article.id) === topic) return { category, article };
    }
  }
  return null;
}

/** The stable address of an article: its key when it has one, else its id. */
export const helpTopicId = (article: HelpArticle): string => article.key ?? String(article.id);

/** Visible text of an HTML fragment (tags dropped, common entities decoded, spaces collapsed). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The groups whose articles match every word of `query` in their title or text (accents and case
 * ignored), each keeping only its matching articles; every group when the query is blank.
 */
export function searchHelp(categories: readonly HelpCategory[], query: string): HelpCategory[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...categories];
  return categories
    .map((category) => ({
      ...category,
      articles: category.articles.filter((article) => {
        const haystack = fold(`${category.title} ${article.title} ${htmlToText(article.content)}`);
        return words.every((w) => haystack.includes(w));
      }),
    }))
    .filter((category) => category.articles.length > 0);
}
