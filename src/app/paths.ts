/** The site's routes, relative to the base path. The consent path is spelt as published. */
export const paths = {
  home: '/',
  orderRx: '/order-rx-form',
  consent: '/conset-messages-form',
  consentCorrectSpelling: '/consent-messages-form',
  about: '/about',
} as const;
