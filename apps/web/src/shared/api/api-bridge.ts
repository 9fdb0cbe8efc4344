// The API client lives outside React, yet its error messages must follow the current antd theme and locale
// (only the message instance of antd's <App> does) and its 403 handling must use the router. Both are
// handed over once at start-up through this bridge.

export type Notifier = { error: (content: string, durationSeconds?: number) => void };
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let notifier: Notifier | null = null;
let navigator: Navigate | null = null;

export const setNotifier = (next: Notifier | null): void => {
  notifier = next;
};

export const setNavigator = (next: Navigate | null): void => {
  navigator = next;
};

export const notifyError = (content: string, durationSeconds = 5): void => {
  notifier?.error(content, durationSeconds);
};

export const navigateTo = (to: string, options?: { replace?: boolean }): void => {
  if (navigator) navigator(to, options);
  else window.location.assign(to);
};
