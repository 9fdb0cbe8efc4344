import type { DeliveryService } from "@pp/contracts";
import { Form, Switch, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { CountrySelect } from "../../shared/components/CountrySelect";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { AddButton, ChoiceFilter, KeywordFilter } from "../../shared/components/list-controls";
import { rowActionsColumn } from "../../shared/components/row-actions";
import { useListState } from "../../shared/hooks/use-list-state";
import { formatDateTime } from "../../shared/lib/format";
import { useCanManageCarriers, useDockingProviders } from "./carriers.api";
import { DeliveryServiceFormDrawer } from "./DeliveryServiceFormDrawer";
import { CountryTags, distributorName, EnabledFilter } from "./LastMileShared";
import {
  useDeleteDeliveryService,
  useDeliveryServices,
  useDistributors,
  useSetLastMileEnabled,
} from "./last-mile.api";

const FILTER_KEYS = ["keyword", "distributorId", "providerId", "country", "enabled"] as const;

/** Delivery services (尾程服务, spec §2): what a distributor delivers behind a docking provider. */
const DeliveryServicesPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const canManage = useCanManageCarriers();
  const list = useListState(FILTER_KEYS);
  const query = useDeliveryServices({ page: list.page, size: list.size, ...list.filters });
  const distributors = useDistributors({ page: 1, size: 500 });
  const providers = useDockingProviders();
  const remove = useDeleteDeliveryService();
  const setEnabled = useSetLastMileEnabled("services");
  const [editing, setEditing] = useState<DeliveryService | "new" | null>(null);

  return (
    <>
      <ListPage<DeliveryService, typeof list.filters>
        {...listPageProps(list, query)}
        title={t("lastMile.services.title")}
        description={t("lastMile.services.description")}
        actions={
          canManage ? (
            <AddButton onClick={() => setEditing("new")}>{t("lastMile.services.add")}</AddButton>
          ) : null
        }
        filters={
          <>
            <KeywordFilter placeholder={t("lastMile.keyword")} width={180} maxLength={60} />
            <ChoiceFilter
              name="distributorId"
              label={t("lastMile.services.distributor")}
              width={180}
              options={(distributors.data?.rows ?? []).map((row) => ({
                value: String(row.id),
                label: distributorName(row, lang),
              }))}
            />
            <ChoiceFilter
              name="providerId"
              label={t("lastMile.services.provider")}
              width={180}
              options={(providers.data?.rows ?? []).map((row) => ({
                value: String(row.id),
                label: row.name,
              }))}
            />
            <Form.Item name="country" label={t("lastMile.country")}>
              <CountrySelect withoutEuGroup style={{ width: 160 }} placeholder={t("common.list.all")} />
            </Form.Item>
            <EnabledFilter />
          </>
        }
        rowKey="id"
        empty={{ title: t("lastMile.services.emptyTitle"), description: t("lastMile.services.emptyBody") }}
        columns={[
          {
            title: t("lastMile.services.code"),
            dataIndex: "code",
            width: 110,
            render: (code: string) => <Typography.Text strong>{code}</Typography.Text>,
          },
          { title: t("lastMile.services.name"), dataIndex: "name", width: 200 },
          {
            title: t("lastMile.services.distributor"),
            key: "distributor",
            width: 140,
            render: (_, row) => row.distributorName[lang],
          },
          {
            title: t("lastMile.services.provider"),
            key: "provider",
            width: 180,
            render: (_, row) =>
              row.providerServiceCode ? `${row.providerName} · ${row.providerServiceCode}` : row.providerName,
          },
          {
            title: t("lastMile.services.countries"),
            dataIndex: "countries",
            width: 160,
            render: (codes: string[]) => <CountryTags codes={codes} />,
          },
          {
            title: t("common.columns.status"),
            dataIndex: "enabled",
            width: 90,
            render: (enabled: boolean, row) =>
              canManage ? (
                <Switch
                  size="small"
                  checked={enabled}
                  loading={setEnabled.isPending && setEnabled.variables?.id === row.id}
                  aria-label={t(enabled ? "lastMile.disable" : "lastMile.enable", { code: row.code })}
                  onChange={(checked) => setEnabled.mutate({ id: row.id, enabled: checked })}
                />
              ) : (
                <Tag color={enabled ? "green" : undefined}>
                  {t(enabled ? "common.status.enabled" : "common.status.disabled")}
                </Tag>
              ),
          },
          {
            title: t("common.columns.updatedAt"),
            dataIndex: "updatedAt",
            width: 150,
            render: (value: string) => formatDateTime(value, "—"),
          },
          rowActionsColumn<DeliveryService>({
            hidden: !canManage,
            onEdit: (row) => setEditing(row),
            onDelete: (row) => remove.mutateAsync(row.id),
            confirm: (row) => t("lastMile.services.deleteConfirm", { name: row.name }),
          }),
        ]}
      />
      <DeliveryServiceFormDrawer
        service={editing === "new" ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </>
  );
};

export default DeliveryServicesPage;
