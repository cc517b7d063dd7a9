import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BROWSER_COMPONENTS } from './browser-registry.ts';
import { BUILD_COMPONENTS } from './build-registry.ts';
import type { ComponentBrowser } from './descriptor.ts';

const folder = new URL('./', import.meta.url);
const folders = readdirSync(folder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('built-in component registries', () => {
  it('list every component folder, with its build and browser parts, on both sides in the same order', async () => {
    expect(Object.keys(BUILD_COMPONENTS).sort()).toEqual(folders.sort());
    expect(BROWSER_COMPONENTS).toHaveLength(folders.length);
    for (const [index, name] of Object.keys(BUILD_COMPONENTS).entries()) {
      expect(existsSync(new URL(`${name}/build.ts`, folder)), `${name}/build.ts`).toBe(true);
      const browser = (await import(`./${name}/browser.ts`)) as Record<string, ComponentBrowser>;
      expect(BROWSER_COMPONENTS[index], `${name}/browser.ts`).toBe(browser[name]);
    }
  });

  it('give each MDX element one component, whose module exports it under its name', () => {
    const elements = Object.values(BUILD_COMPONENTS).flatMap((component) => Object.entries(component.elements));
    const names = elements.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
    for (const [name, { module }] of elements) {
      // Read, not imported: the components import the browser's generated modules.
      expect(readFileSync(module, 'utf8'), `${name} in ${module}`).toMatch(new RegExp(`^export (function|const) ${name}\\b`, 'm'));
    }
  });
});
