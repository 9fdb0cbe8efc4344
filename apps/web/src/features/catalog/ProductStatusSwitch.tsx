import type { ProductRow } from "@pp/contracts";
import { App, Popconfirm, Switch, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSetProductStatus } from "./products.api";

type StatusTarget = Pick<ProductRow, "id" | "side" | "status">;

/**
 * Puts a product online (read mode: only quotes change) or takes it offline, after saying what that means.
 * `children` draws the control that opens the question.
 */
export const StatusChangeConfirm = ({
  product,
  children,
}: {
  product: StatusTarget;
  children: (change: { goingOnline: boolean; pending: boolean }) => ReactNode;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const change = useSetProductStatus(product.side);
  const goingOnline = product.status === "offline";
  const key = goingOnline ? "online" : "offline";
  return (
    <Popconfirm
      title={t(`catalogProducts.statusChange.${key}Title`)}
      description={
        <Typography.Paragraph style={{ maxWidth: 320, margin: 0 }}>
          {t(`catalogProducts.statusChange.${key}Body`)}
        </Typography.Paragraph>
      }
      okText={t("common.actions.confirm")}
      onConfirm={async () => {
        await change.mutateAsync({ id: product.id, status: goingOnline ? "online" : "offline" });
        void message.success(
          t(
            goingOnline
              ? "catalogProducts.statusChange.doneOnline"
              : "catalogProducts.statusChange.doneOffline",
          ),
        );
      }}
    >
      {children({ goingOnline, pending: change.isPending })}
    </Popconfirm>
  );
};

/** A list row's online switch. */
export const ProductStatusSwitch = ({ row }: { row: ProductRow }) => {
  const { t } = useTranslation();
  return (
    <StatusChangeConfirm product={row}>
      {({ goingOnline, pending }) => (
        <Switch
          size="small"
          checked={!goingOnline}
          loading={pending}
          disabled={goingOnline && row.offlineByPlatform}
          checkedChildren={t("catalogProducts.status.online")}
          unCheckedChildren={t("catalogProducts.status.offline")}
          aria-label={t("catalogProducts.statusChange.switch", { code: row.code })}
        />
      )}
    </StatusChangeConfirm>
  );
};
