import type { ComponentType } from 'react';

/**
 * What each feature area tells the shell about its pages: the page key (as the server's menu
 * names it), the path the spec gives it, and how to load it. No permissions here: the server's
 * menu decides who sees what.
 */
export interface PageDefinition {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  /**
   * The page key of the page this path is another name for (the spec names some pages twice): it
   * leads there, query kept, and opens no tab of its own.
   */
  aliasOf?: string;
}

export type PageRegistry = Readonly<Record<string, PageDefinition>>;
