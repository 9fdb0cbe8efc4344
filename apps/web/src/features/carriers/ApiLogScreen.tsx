import { Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ApiCallList } from "./ApiCallList";
import { ApiLogStatsView } from "./ApiLogStatsView";

// The API log's screen, the staff's and a customer's alike: the calls, and their statistics (tab in the URL).

type Tab = "calls" | "stats";

export const ApiLogScreen = ({ own }: { own: boolean }) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "stats" ? "stats" : "calls";
  const tabs = (
    <Tabs
      size="small"
      activeKey={tab}
      onChange={(key) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (key === "stats") next.set("tab", "stats");
            else next.delete("tab");
            return next;
          },
          { replace: true },
        )
      }
      items={[
        { key: "calls", label: t("carriers.apiLog.tabs.calls") },
        { key: "stats", label: t("carriers.apiLog.tabs.stats") },
      ]}
    />
  );
  return tab === "stats" ? <ApiLogStatsView own={own} tabs={tabs} /> : <ApiCallList own={own} tabs={tabs} />;
};
