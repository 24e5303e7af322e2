import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  MARKETING_CONTENT_FILES,
  MARKETING_CONTENT_PARTS,
  type MarketingContentFiles,
  type MarketingContentPart,
} from '#content/marketing/marketing-content.ts';
import { isCulture } from '#shared/cultures.ts';

const PREFIX = 'virtual:marketing-content/';

/** The three files of content/marketing/, parsed (their test checks them against the schema). */
export function readMarketingContent(contentDir: string): MarketingContentFiles {
  const read = (file: string) => JSON.parse(readFileSync(path.join(contentDir, file), 'utf8'));
  return Object.fromEntries(
    Object.entries(MARKETING_CONTENT_FILES).map(([key, file]) => [key, read(file)]),
  ) as unknown as MarketingContentFiles;
}

/**
 * `virtual:marketing-content/marketing-<part>-<culture>`: one part of content/marketing/*.json in one
 * culture, as a module of plain strings, which the build's renderer imports (client/entry-server.tsx). Only
 * static pages show the content, so no browser file has it.
 */
export function marketingContentPlugin({ contentDir }: { contentDir: string }): Plugin {
  const files = Object.values(MARKETING_CONTENT_FILES).map((file) => path.join(contentDir, file));
  return {
    name: 'fxe:marketing-content',
    resolveId: {
      filter: { id: /^virtual:marketing-content\// },
      handler(id) {
        return `\0${id}`;
      },
    },
    load: {
      filter: { id: /^\0virtual:marketing-content\// },
      handler(id) {
        const [, part = '', culture = ''] =
          /^marketing-([a-z]+)-([A-Za-z-]+)$/.exec(id.slice(PREFIX.length + 1)) ?? [];
        if (!Object.hasOwn(MARKETING_CONTENT_PARTS, part) || !isCulture(culture))
          throw new Error(`Unknown marketing content module ${id.slice(1)}`);
        for (const file of files) this.addWatchFile(file);
        const content = MARKETING_CONTENT_PARTS[part as MarketingContentPart](
          readMarketingContent(contentDir),
          culture,
        );
        return `export const content = ${JSON.stringify(content)};`;
      },
    },
    hotUpdate({ file }) {
      if (!files.includes(file)) return;
      for (const module of this.environment.moduleGraph.idToModuleMap.values()) {
        if (module.id?.startsWith(`\0${PREFIX}`)) this.environment.moduleGraph.invalidateModule(module);
      }
    },
  };
}
