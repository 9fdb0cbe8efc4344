import type { Language } from "@pp/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { App, ConfigProvider, theme } from "antd";
import enUS from "antd/locale/en_US";
import koKR from "antd/locale/ko_KR";
import zhCN from "antd/locale/zh_CN";
import { type ReactNode, useEffect } from "react";
import { useLanguage } from "../locales";
import { setNotifier } from "../shared/api/api-bridge";
import { queryClient } from "../shared/api/query-client";
import { useThemeColor } from "./brand";
import { LayoutSettingsProvider } from "./layout/layout-settings";

const ANTD_LOCALES: Record<Language, typeof zhCN> = { zh: zhCN, en: enUS, ko: koKR };

/** Hands antd's context-aware message API to the API client (see api-bridge.ts). */
const MessageBridge = () => {
  const { message } = App.useApp();
  useEffect(() => {
    setNotifier({ error: (content, duration) => void message.error(content, duration) });
    return () => setNotifier(null);
  }, [message]);
  return null;
};

const ThemedApp = ({ children }: { children: ReactNode }) => {
  const lang = useLanguage();
  const colorPrimary = useThemeColor();
  return (
    <ConfigProvider
      locale={ANTD_LOCALES[lang]}
      theme={{
        algorithm: theme.defaultAlgorithm,
        token: {
          colorPrimary,
          colorInfo: colorPrimary,
          colorLink: colorPrimary,
          borderRadius: 6,
          colorBgLayout: "#f3f5f9",
          fontFamily:
            "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Malgun Gothic', 'Apple SD Gothic Neo', 'Helvetica Neue', Arial, sans-serif",
        },
        components: {
          Layout: {
            headerBg: "#ffffff",
            siderBg: "#ffffff",
            headerPadding: "0 12px 0 8px",
            bodyBg: "#f3f5f9",
          },
          Menu: { itemHeight: 40, subMenuItemBg: "transparent", activeBarBorderWidth: 0 },
          Table: { cellPaddingBlockSM: 7 },
        },
      }}
    >
      <App message={{ maxCount: 3 }}>
        <MessageBridge />
        {children}
      </App>
    </ConfigProvider>
  );
};

export const Providers = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <LayoutSettingsProvider>
      <ThemedApp>{children}</ThemedApp>
    </LayoutSettingsProvider>
  </QueryClientProvider>
);
