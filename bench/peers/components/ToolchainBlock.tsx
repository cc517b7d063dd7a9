/** Stand-in for our home page's toolchain block: the same tools as a plain list. */
import { useLang } from '@rspress/core/runtime';
import { localizedTool, TOOLCHAIN } from '../../../site/toolchain/toolchain-data.ts';

export default function ToolchainBlock() {
  const lang = useLang() === 'zh' ? 'zh' : 'en';
  return (
    <ul>
      {TOOLCHAIN.map((tool) => {
        const t = localizedTool(tool, lang);
        return (
          <li key={t.name}>
            <a href={t.url}>{t.name}</a>: {t.description}
          </li>
        );
      })}
    </ul>
  );
}
