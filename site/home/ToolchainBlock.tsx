/** The home page's toolchain block: the family of tools, from the same data as the navbar popup. */
import { usePageContext, useStrings } from '../../src/theme/index.ts';
import { assetUrl } from '../../src/helpers.ts';
import { localizedTool, TOOLCHAIN } from '../toolchain/toolchain-data.ts';

export function ToolchainBlock() {
  const { lang, site } = usePageContext();
  const strings = useStrings();
  return (
    <section className="toolchain-block" aria-labelledby="toolchain-title">
      <h2 id="toolchain-title">{strings.toolchain}</h2>
      <ul>
        {TOOLCHAIN.map((tool) => {
          const t = localizedTool(tool, lang);
          return (
            <li key={t.name}>
              <img src={assetUrl(t.logo, site.assetsBaseUrl)} alt="" width={48} height={48} />
              <h3>{t.name}</h3>
              <p>{t.description}</p>
              <a href={t.url} target="_blank" rel="noopener noreferrer">
                {t.urlText} →
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
