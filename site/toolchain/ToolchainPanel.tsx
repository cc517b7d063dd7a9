/** The sibling-tools list inside the navbar popover; loaded on intent with its data. */
import { usePageContext, useStrings } from '../../src/theme/index.ts';
import { assetUrl } from '../../src/helpers.ts';
import { localizedTool, TOOLCHAIN } from './toolchain-data.ts';

export default function ToolchainPanel() {
  const { lang, site } = usePageContext();
  const strings = useStrings();
  return (
    <>
      <div className="toolchain-panel-title s-popover-title">{strings.toolchain}</div>
      <ul>
        {TOOLCHAIN.map((tool) => {
          const t = localizedTool(tool, lang);
          return (
            <li key={t.name}>
              <a href={t.url} target="_blank" rel="noopener noreferrer">
                <img
                  src={assetUrl(t.logo, site.assetsBaseUrl)}
                  alt=""
                  width={32}
                  height={32}
                  style={t.logoScale !== 1 ? { transform: `scale(${t.logoScale})` } : undefined}
                />
                <span>
                  <strong>{t.name}</strong>
                  <small>{t.description}</small>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}
