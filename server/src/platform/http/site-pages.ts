/**
 * The guest pages as the hosts last published them (ADR 079): written again from the database at
 * each publish into the pages folder (PAGES_DIR), which both servers read before the built client.
 * The application composes it (features/pages); the platform and the features see only this.
 */
export interface SitePages {
  /**
   * Renders every guest page of both languages again from what is published and switches them in
   * at once; false when it could not (the pages served before stay, and the reason is logged).
   */
  rerender(): Promise<boolean>;
  /** The folder of the pages being served, or undefined while the built client's pages stand. */
  servedDir(): string | undefined;
  /**
   * The page at `path` (`/faq`, `/fr/faq`) as a guest would see it once the drafts are published,
   * or undefined when the site has no such page.
   */
  preview(path: string): Promise<string | undefined>;
}

/**
 * No pages folder (an app built without one, as most tests build it): the built client's pages are
 * served and a publish has nothing to render, which is not a failure.
 */
export const BUILT_PAGES_ONLY: SitePages = {
  rerender: () => Promise.resolve(true),
  servedDir: () => undefined,
  preview: () => Promise.resolve(undefined),
};
