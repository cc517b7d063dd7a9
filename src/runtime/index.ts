/**
 * The runtime's API for the theme, the only runtime module the theme imports: the router (the
 * current page module, its view, navigation state) and the rules for lazily loaded chunks that
 * fail. The runtime, in turn, imports only the theme's Layout.tsx (App.tsx).
 */
export { useRouter } from './router.tsx';
export { chunkFailureCause, reloadOnce, type ChunkFailure } from './chunk-failure.ts';
