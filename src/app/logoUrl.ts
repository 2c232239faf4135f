/** The logo lives in public/ so staff can replace it; prefixed with the base path for sub-path builds. */
export const logoUrl = `${import.meta.env.BASE_URL}logo.svg`;
