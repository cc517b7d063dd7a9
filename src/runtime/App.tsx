import { RouterProvider } from './router.tsx';
import { Layout } from '../theme/Layout.tsx';
import type { PageModule } from './page-module.ts';

export function App({ initial }: { initial: PageModule }) {
  return (
    <RouterProvider initial={initial}>
      <Layout />
    </RouterProvider>
  );
}
