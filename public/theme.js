// Applies a manual theme choice before the first paint of the app's pages (lib/theme.ts keeps
// it; the key is themeKey there). A file, not an inline script: the CSP allows no inline scripts.
try {
  const theme = localStorage.getItem("bismo-theme");
  if (theme === "light" || theme === "dark") document.documentElement.dataset.theme = theme;
} catch {
  // Storage blocked: the system's theme applies.
}
