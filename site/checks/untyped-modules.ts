/**
 * The packages that samples import but that are not installed here, each with why its imports are
 * typed `any` (sample-program.ts declares them as shorthand ambient modules). The rest of such a
 * sample is still checked: the Rsbuild config around `pluginReact()` is, the plugin's own options
 * are not. Any other module that does not resolve is an error. An entry whose package gets
 * installed with its types is reported, so the list only shrinks.
 */
const NOT_INSTALLED = 'not installed; its own options are not checked';

export const UNTYPED_MODULES: Record<string, string> = {
  // Rsbuild plugins and the Rspack plugins the pages add to a config.
  '@rsbuild/plugin-svgr': NOT_INSTALLED,
  '@rsbuild/plugin-sass': NOT_INSTALLED,
  '@rsbuild/plugin-basic-ssl': NOT_INSTALLED,
  '@rsdoctor/rspack-plugin': NOT_INSTALLED,
  // PostCSS plugins given to tools.postcss.
  '@tailwindcss/postcss': NOT_INSTALLED,
  'postcss-import': NOT_INSTALLED,
  'postcss-preset-env': NOT_INSTALLED,
  'postcss-pxtorem': NOT_INSTALLED,
  'postcss-px-to-viewport-8-plugin': NOT_INSTALLED,
  // Middleware given to dev.setupMiddlewares.
  morgan: NOT_INSTALLED,
  // Libraries of the application code shown beside a config (source.transformImport, performance.removeMomentLocale …).
  antd: NOT_INSTALLED,
  lodash: NOT_INSTALLED,
  moment: NOT_INSTALLED,
  'react-router-dom': NOT_INSTALLED,
  vue: NOT_INSTALLED,
};
