import { LOCALES, type Locale } from '../../shared/constants.js';
import type { ContentPack, StoredArticle, StoredFolder } from './contentTypes.js';

/** Newest first; equal times by id, highest first, so the order is stable. */
export function byNewest(a: StoredArticle, b: StoredArticle): number {
  return a.publishTime < b.publishTime ? 1 : a.publishTime > b.publishTime ? -1 : b.id - a.id;
}

/** Hand-ordered folders: lowest `fdSort` first, unsorted articles after them, newest first. */
function byFdSort(a: StoredArticle, b: StoredArticle): number {
  const sa = a.fdSort ?? Number.MAX_SAFE_INTEGER;
  const sb = b.fdSort ?? Number.MAX_SAFE_INTEGER;
  return sa === sb ? byNewest(a, b) : sa - sb;
}

/** Look-ups over the loaded pack, built once: folders by id and code, articles by id and folder. */
export class ContentIndex {
  private readonly foldersById = new Map<number, StoredFolder[]>();
  private readonly foldersByCode = new Map<string, StoredFolder>();
  private readonly articlesById = new Map<number, StoredArticle>();
  private readonly articlesByFolder = new Map<number, StoredArticle[]>();
  private readonly articlesByLang = new Map<Locale, StoredArticle[]>();

  constructor(readonly pack: ContentPack) {
    for (const lang of LOCALES) {
      for (const folder of pack.languages[lang].folders.values()) {
        // Fixed folders such as 13 exist once per language under the same id.
        this.foldersById.set(folder.fdId, [...(this.foldersById.get(folder.fdId) ?? []), folder]);
        this.foldersByCode.set(folder.fdCode, folder);
      }
      this.articlesByLang.set(lang, pack.articles.filter((a) => a.lang === lang).sort(byNewest));
    }
    for (const article of pack.articles) {
      this.articlesById.set(article.id, article);
      const list = this.articlesByFolder.get(article.folderId) ?? [];
      list.push(article);
      this.articlesByFolder.set(article.folderId, list);
    }
    for (const [folderId, list] of this.articlesByFolder) {
      const folder = this.folder(folderId);
      list.sort(folder?.orderBy === 'fdSort' ? byFdSort : byNewest);
    }
  }

  /** A folder by id; an id both languages use is taken in `lang` (Chinese when not given). */
  folder(fdId: number, lang?: Locale): StoredFolder | undefined {
    const found = this.foldersById.get(fdId) ?? [];
    return found.find((f) => f.lang === (lang ?? 'zh')) ?? found[0];
  }

  folderByCode(fdCode: string): StoredFolder | undefined {
    return this.foldersByCode.get(fdCode);
  }

  children(folder: StoredFolder): StoredFolder[] {
    const folders = this.pack.languages[folder.lang].folders;
    return folder.childIds.map((id) => folders.get(id)).filter((f): f is StoredFolder => f !== undefined);
  }

  /** The folder and everything below it. */
  subtree(folder: StoredFolder): StoredFolder[] {
    return [folder, ...this.children(folder).flatMap((c) => this.subtree(c))];
  }

  article(id: number): StoredArticle | undefined {
    return this.articlesById.get(id);
  }

  /** The folder's own articles in its order. */
  articlesOf(folder: StoredFolder): readonly StoredArticle[] {
    return this.articlesByFolder.get(folder.fdId) ?? [];
  }

  /** The articles of the folder and its descendants, newest first. */
  articlesBelow(folder: StoredFolder): StoredArticle[] {
    return this.subtree(folder)
      .flatMap((f) => this.articlesOf(f))
      .sort(byNewest);
  }

  /** All articles of one language, newest first. */
  articlesIn(lang: Locale): readonly StoredArticle[] {
    return this.articlesByLang.get(lang) ?? [];
  }
}
