/** Settings of the submissions: which forms, and where their e-mails go. */
import path from 'node:path';
import type { EnvValues } from '../envValues';

export const submissionsEnv = {
  type: 'object',
  properties: {
    SCHEMAS_DIR: {
      type: 'string',
      default: 'schemas',
      description: 'the forms folder (forms.json and one folder per form), read at start-up',
    },
    ORDER_EMAIL_TO: {
      type: 'string',
      format: 'e-mail',
      default: 'orders@example.com',
      description: "the supplier's address for orders, and for forms without their own `emailTo`",
    },
    ORDER_EMAIL_FROM: {
      type: 'string',
      format: 'e-mail-sender',
      default: 'Rx Forms <rx-forms@example.com>',
      description: 'the sender of those e-mails',
    },
  },
} as const;

export function submissionsSettings(env: EnvValues<typeof submissionsEnv>, cwd: string) {
  return {
    /** Absolute path of the forms folder (forms.json and one folder per form), read at start-up. */
    schemasDir: path.resolve(cwd, env.SCHEMAS_DIR),
    orderEmailTo: env.ORDER_EMAIL_TO,
    orderEmailFrom: env.ORDER_EMAIL_FROM,
  };
}
