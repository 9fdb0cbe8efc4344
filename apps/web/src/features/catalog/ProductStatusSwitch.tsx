import type { ProductRow } from "@pp/contracts";
import { App, Popconfirm, Switch, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useSetProductStatus } from "./products.api";

/** A list row's online switch: asks first, explaining read mode (only quotes change while online). */
export const ProductStatusSwitch = ({ row }: { row: ProductRow }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const change = useSetProductStatus(row.side);
  const goingOnline = row.status === "offline";
  return (
    <Popconfirm
      title={t(
        goingOnline
          ? "catalogProducts.statusChange.onlineTitle"
          : "catalogProducts.statusChange.offlineTitle",
      )}
      description={
        <Typography.Paragraph style={{ maxWidth: 320, margin: 0 }}>
          {t(
            goingOnline
              ? "catalogProducts.statusChange.onlineBody"
              : "catalogProducts.statusChange.offlineBody",
          )}
        </Typography.Paragraph>
      }
      okText={t("common.actions.confirm")}
      onConfirm={async () => {
        await change.mutateAsync({ id: row.id, status: goingOnline ? "online" : "offline" });
        void message.success(
          t(
            goingOnline
              ? "catalogProducts.statusChange.doneOnline"
              : "catalogProducts.statusChange.doneOffline",
          ),
        );
      }}
    >
      <Switch
        size="small"
        checked={!goingOnline}
        loading={change.isPending}
        disabled={goingOnline && row.offlineByPlatform}
        checkedChildren={t("catalogProducts.status.online")}
        unCheckedChildren={t("catalogProducts.status.offline")}
        aria-label={t("catalogProducts.statusChange.switch", { code: row.code })}
      />
    </Popconfirm>
  );
};
