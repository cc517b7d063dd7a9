/**
 * What a built-in content component is, in two parts: what the build needs of it (build.ts in its folder, listed
 * in build-registry.ts) and what the browser needs of it (browser.ts, listed in browser-registry.ts). The split
 * keeps Markdown and search code out of the browser's bundles; both registries list the same folders.
 */
import type { RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';

/** The build's part of a component. */
export interface ComponentBuild {
  /** The MDX elements every page may use without importing them, by name. */
  elements: Record<string, ElementBuild>;
  /**
   * Its prerendered markup works without the page's code, because what it does on screen is its content
   * controls (ComponentBrowser): a doc page holding only such components shows its content as it is.
   */
  staticBody: boolean;
  /**
   * Inline script text run at the end of every prerendered page's body, before its first paint: what the markup
   * must show at once that the page's code would only show later (the reader's stored tab choices).
   */
  firstPaintScript?: string;
}

export interface ElementBuild {
  /** The module exporting the element under its name, as an absolute path. */
  module: string;
  /**
   * How the element is written in the page's Markdown copy: its Markdown nodes (none to leave it out), `plain`
   * giving those of a child. Without a rule the element is written as it is.
   */
  markdown?: (node: MdxJsxFlowElement, plain: (child: RootContent) => RootContent[]) => RootContent[];
  /** What the element shows as code while the source holds it only as attributes: indexed as code, in place of its children. */
  searchCode?: (node: MdxJsxFlowElement) => string[];
}

/** The events content controls answer, by type: on the page's markup, or (storage) a change to localStorage made in another window. */
export interface ContentEvents {
  click: MouseEvent;
  keydown: KeyboardEvent;
  input: Event;
  storage: StorageEvent;
}

/**
 * What a component does with an event of `target` (the element of the markup it happened on; for a storage event,
 * none to read); true when the event was its own, so no other component is asked. A key it uses has its default
 * action prevented by it.
 */
export type ContentHandlers = { [Type in keyof ContentEvents]?: (target: Element, event: ContentEvents[Type]) => unknown };

/**
 * The browser's part of a component: what it does on screen, on its markup, whether React rendered it or it is
 * prerendered content shown as it is. content-controls.ts serves every component's with one set of listeners.
 */
export interface ComponentBrowser extends ContentHandlers {
  /** Each page shown: its content under `root`. */
  show?: (root: ParentNode) => void;
}
