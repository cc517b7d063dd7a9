// Rspress names a global component after its file and imports the file's default export.
export { PackageManagerTabs as default } from '@rspress/core/theme';
