export { Tabs as default } from '@rspress/core/theme';
