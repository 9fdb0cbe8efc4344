import type { Distributor } from "@pp/contracts";
import { Form, Switch, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { CountrySelect } from "../../shared/components/CountrySelect";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { AddButton, KeywordFilter } from "../../shared/components/list-controls";
import { rowActionsColumn } from "../../shared/components/row-actions";
import { useListState } from "../../shared/hooks/use-list-state";
import { formatDateTime } from "../../shared/lib/format";
import { useCanManageCarriers } from "./carriers.api";
import { DistributorFormDrawer } from "./DistributorFormDrawer";
import { CountryTags, distributorName, EnabledFilter } from "./LastMileShared";
import { useDeleteDistributor, useDistributors, useSetLastMileEnabled } from "./last-mile.api";

const FILTER_KEYS = ["keyword", "country", "enabled"] as const;

/** Last-mile distributors (末端派送商, spec §2): the carriers that deliver to the receiver, and their tracking pages. */
const DistributorsPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const canManage = useCanManageCarriers();
  const list = useListState(FILTER_KEYS);
  const query = useDistributors({ page: list.page, size: list.size, ...list.filters });
  const remove = useDeleteDistributor();
  const setEnabled = useSetLastMileEnabled("distributors");
  const [editing, setEditing] = useState<Distributor | "new" | null>(null);

  return (
    <>
      <ListPage<Distributor, typeof list.filters>
        {...listPageProps(list, query)}
        title={t("lastMile.distributors.title")}
        description={t("lastMile.distributors.description")}
        actions={
          canManage ? (
            <AddButton onClick={() => setEditing("new")}>{t("lastMile.distributors.add")}</AddButton>
          ) : null
        }
        filters={
          <>
            <KeywordFilter placeholder={t("lastMile.keyword")} width={200} maxLength={60} />
            <Form.Item name="country" label={t("lastMile.country")}>
              <CountrySelect withoutEuGroup style={{ width: 160 }} placeholder={t("common.list.all")} />
            </Form.Item>
            <EnabledFilter />
          </>
        }
        rowKey="id"
        empty={{
          title: t("lastMile.distributors.emptyTitle"),
          description: t("lastMile.distributors.emptyBody"),
        }}
        columns={[
          {
            title: t("lastMile.distributors.code"),
            dataIndex: "code",
            width: 110,
            render: (code: string) => <Typography.Text strong>{code}</Typography.Text>,
          },
          {
            title: t("lastMile.distributors.name"),
            key: "name",
            width: 160,
            render: (_, row) => distributorName(row, lang),
          },
          {
            title: t("lastMile.countries"),
            dataIndex: "countries",
            width: 180,
            render: (codes: string[]) => <CountryTags codes={codes} />,
          },
          {
            title: t("lastMile.distributors.trackingUrlTemplate"),
            dataIndex: "trackingUrlTemplate",
            ellipsis: true,
            render: (template: string) => template || <Typography.Text type="secondary">—</Typography.Text>,
          },
          {
            title: t("lastMile.distributors.services"),
            dataIndex: "serviceCount",
            width: 90,
            align: "right",
          },
          {
            title: t("common.columns.status"),
            dataIndex: "enabled",
            width: 100,
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
          rowActionsColumn<Distributor>({
            hidden: !canManage,
            onEdit: (row) => setEditing(row),
            onDelete: (row) => remove.mutateAsync(row.id),
            confirm: (row) => t("lastMile.distributors.deleteConfirm", { name: distributorName(row, lang) }),
          }),
        ]}
      />
      <DistributorFormDrawer
        distributor={editing === "new" ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </>
  );
};

export default DistributorsPage;
