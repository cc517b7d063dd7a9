export { Overview as default } from '@rspress/core/theme';
