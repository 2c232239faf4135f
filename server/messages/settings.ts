/** Settings of the text messages: the client id the site sends and the provider they go to. */
import type { EnvValues } from '../envValues';

export const messagesEnv = {
  type: 'object',
  properties: {
    WHATSAPP_CLIENT_ID: {
      type: 'string',
      default: 'rx-forms',
      description:
        'the `clientId` the site sends with a text message (also written into /config.json)',
    },
    WHATSAPP_PROVIDER_URL: {
      type: 'string',
      format: 'http-url',
      secret: true,
      description: 'text-message provider; gets `POST { clientId, number, text }`',
      unset: 'the outbox',
    },
    WHATSAPP_PROVIDER_TOKEN: {
      type: 'string',
      secret: true,
      description: 'sent to the provider as `Authorization: Bearer …`',
    },
    WHATSAPP_PROVIDER_TIMEOUT_MS: {
      type: 'integer',
      minimum: 100,
      maximum: 120_000,
      default: 10_000,
      description: 'how long to wait for the provider',
    },
  },
} as const;

export function messagesSettings(env: EnvValues<typeof messagesEnv>) {
  return {
    whatsAppClientId: env.WHATSAPP_CLIENT_ID,
    whatsAppProviderUrl: env.WHATSAPP_PROVIDER_URL,
    whatsAppProviderToken: env.WHATSAPP_PROVIDER_TOKEN,
    whatsAppProviderTimeoutMs: env.WHATSAPP_PROVIDER_TIMEOUT_MS,
  };
}
