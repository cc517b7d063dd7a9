import { describe, expect, it } from 'vitest';
import { commandFor } from './package-manager.ts';

describe('package-manager commands', () => {
  it('turns an install of a package into add for yarn, pnpm and bun', () => {
    expect(commandFor('npm', 'install -D @rsbuild/plugin-react')).toBe('npm install -D @rsbuild/plugin-react');
    expect(commandFor('yarn', 'install -D @rsbuild/plugin-react')).toBe('yarn add -D @rsbuild/plugin-react');
    expect(commandFor('pnpm', 'install @rsbuild/core')).toBe('pnpm add @rsbuild/core');
    expect(commandFor('bun', 'add -D sass')).toBe('bun add -D sass');
  });
  it('keeps a bare install as install', () => {
    expect(commandFor('yarn', 'install')).toBe('yarn install');
    expect(commandFor('pnpm', 'install')).toBe('pnpm install');
    expect(commandFor('bun', 'install')).toBe('bun install');
  });
  it('keeps an install with flags only as install, with its flags', () => {
    expect(commandFor('yarn', 'install --frozen-lockfile')).toBe('yarn install --frozen-lockfile');
    expect(commandFor('pnpm', 'i --frozen-lockfile')).toBe('pnpm install --frozen-lockfile');
    expect(commandFor('bun', 'install -D')).toBe('bun install -D');
    expect(commandFor('yarn', 'install --frozen-lockfile x')).toBe('yarn add --frozen-lockfile x');
  });
  it('passes other commands through', () => {
    expect(commandFor('pnpm', 'create rsbuild@latest')).toBe('pnpm create rsbuild@latest');
    expect(commandFor('yarn', 'run build')).toBe('yarn build');
    expect(commandFor('bun', 'run build')).toBe('bun run build');
  });
});
