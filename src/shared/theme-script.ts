/** Local storage key of this browser's manual theme choice (client/lib/theme.ts keeps it). */
export const themeKey = "bismo-theme";

/**
 * Applies a manual theme choice before the first paint. Inline in every page's head (the Vite
 * config puts it there): it costs no request, and the CSP allows exactly this script by its hash.
 */
export const themeScript = `try{const t=localStorage.getItem(${JSON.stringify(themeKey)});if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch{}`;
