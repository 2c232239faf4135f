/** Makes the built forms site trust test shop origins without editing public/config.json. */
import type { BrowserContext } from '@playwright/test';

/**
 * Serves the forms site's own /config.json with `trustedParentOrigins` replaced. Routed on the
 * context, so it also applies to the forms site loaded inside a shop page's iframe.
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
}
