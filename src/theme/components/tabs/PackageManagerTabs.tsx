/** One install command shown for npm, yarn, pnpm and bun, sharing the `package.manager` tab group. */
import { Tab, Tabs } from './Tabs.tsx';
import { commandFor, PACKAGE_MANAGERS, PACKAGE_MANAGER_GROUP } from './package-manager.ts';
import { CodeBlock } from '../code/CodeBlock.tsx';

export function PackageManagerTabs({ command }: { command: string }) {
  return (
    <Tabs groupId={PACKAGE_MANAGER_GROUP}>
      {PACKAGE_MANAGERS.map((manager) => (
        <Tab key={manager} label={manager}>
          <CodeBlock className="shiki" data-lang="bash">
            <code>
              <span className="line">{commandFor(manager, command)}</span>
            </code>
          </CodeBlock>
        </Tab>
      ))}
    </Tabs>
  );
}
