/** Makes the built forms site trust test shop origins without editing public/config.json. */
import type { BrowserContext } from '@playwright/test';
import { INLINE_CONFIG_ID } from '../../../contract/inlineConfig';

const inlineConfig = new RegExp(
  `(<script type="application/json" id="${INLINE_CONFIG_ID}">)(.*?)(</script>)`,
);

/** The configuration a form's document holds, if it holds one. */
export function configInDocument(html: string): Record<string, unknown> | undefined {
  const json = inlineConfig.exec(html)?.[2];
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
}

/**
 * Serves the forms site's configuration with `trustedParentOrigins` replaced, wherever the site
 * reads it: its /config.json, and the copy a form's document holds (contract/inlineConfig.ts).
 * Routed on the context, so it also applies to the forms site loaded inside a shop page's iframe.
 */
export async function trustParentOrigins(
  context: BrowserContext,
  formsOrigin: string,
  trustedParentOrigins: string[],
): Promise<void> {
  await context.route(`${formsOrigin}/config.json`, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, trustedParentOrigins } });
  });
  await context.route(
    (url) => url.origin === formsOrigin,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(inlineConfig, (_block, open, json, close) => {
        const config = { ...(JSON.parse(json) as object), trustedParentOrigins };
        return `${open}${JSON.stringify(config).replaceAll('<', '\\u003c')}${close}`;
      });
      // The body is sent as text: the server's compression headers no longer apply.
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(
          ([name]) => name !== 'content-encoding' && name !== 'content-length',
        ),
      );
      await route.fulfill({ status: response.status(), headers, body: html });
    },
  );
}
