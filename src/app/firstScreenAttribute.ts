/** On `#root` when it holds a first screen the build drew (scripts/vite-plugin-first-screens.ts). */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
