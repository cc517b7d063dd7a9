export { Tab as default } from '@rspress/core/theme';
