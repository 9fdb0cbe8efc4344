// A tiny cookie helper: the theme colour is the only cookie the console writes (the session cookie is
// HttpOnly, set and cleared by the server).

export const readCookie = (name: string): string | null => {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(";")) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) return decodeURIComponent(entry.slice(prefix.length));
  }
  return null;
};

export const writeCookie = (name: string, value: string, expires: Date): void => {
  // biome-ignore lint/suspicious/noDocumentCookie: the async Cookie Store API is missing in Firefox/Safari, and callers need the value synchronously.
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires.toUTCString()}; path=/; SameSite=Lax`;
};

export const removeCookie = (name: string): void => {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie.
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
};
