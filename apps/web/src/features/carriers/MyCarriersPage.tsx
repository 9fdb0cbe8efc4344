import { EditOutlined } from "@ant-design/icons";
import type { OwnProvider } from "@pp/contracts";
import { Button, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPage, wholeListProps } from "../../shared/components/ListPage";
import { AddButton } from "../../shared/components/list-controls";
import { formatDateTime } from "../../shared/lib/format";
import { providerNameColumns } from "./CarrierTypeName";
import { useCarrierTypes, useOwnProviders } from "./carriers.api";
import { ProviderFormDrawer } from "./ProviderFormDrawer";

const NO_FILTERS = {};

/**
 * A customer's own carrier accounts (spec §3 provider attribute "customer"): its own API accounts with a carrier,
 * which only its own cost records route parcels by; how many it may keep is its edition's own-service limit.
 */
const MyCarriersPage = () => {
  const { t } = useTranslation();
  const query = useOwnProviders();
  const types = useCarrierTypes(true);
  const [editing, setEditing] = useState<OwnProvider | "new" | null>(null);

  return (
    <>
      <ListPage<OwnProvider, typeof NO_FILTERS>
        title={t("carriers.own.title")}
        description={t("carriers.own.description")}
        actions={<AddButton onClick={() => setEditing("new")}>{t("carriers.own.add")}</AddButton>}
        filterValues={NO_FILTERS}
        onFilter={() => undefined}
        hasFilters={false}
        {...wholeListProps(query)}
        rowKey="id"
        empty={{ title: t("carriers.own.emptyTitle"), description: t("carriers.own.emptyBody") }}
        columns={[
          ...providerNameColumns(t, types.data),
          {
            title: t("carriers.providers.status"),
            dataIndex: "enabled",
            width: 100,
            render: (enabled: boolean) =>
              enabled ? (
                <Tag color="green">{t("common.status.enabled")}</Tag>
              ) : (
                <Tag>{t("common.status.disabled")}</Tag>
              ),
          },
          {
            title: t("carriers.own.updatedAt"),
            dataIndex: "updatedAt",
            width: 160,
            render: (at: string) => formatDateTime(at, "—"),
          },
          {
            title: t("common.columns.actions"),
            key: "actions",
            width: 100,
            fixed: "right",
            render: (_, row) => (
              <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(row)}>
                {t("common.actions.edit")}
              </Button>
            ),
          },
        ]}
      />
      <ProviderFormDrawer
        own
        provider={editing === "new" ? null : editing}
        open={editing !== null}
        providers={[]}
        onClose={() => setEditing(null)}
      />
    </>
  );
};

export default MyCarriersPage;
