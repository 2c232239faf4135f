/** On `#root` while it holds a first screen the build drew (scripts/first-screens.ts). */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
