import { ApiOutlined, TeamOutlined } from "@ant-design/icons";
import type { DockingProvider } from "@pp/contracts";
import { App, Badge, Button, Flex, Tag, Tooltip, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLanguage } from "../../locales";
import { errorMessageOf } from "../../shared/api/api-error";
import { ListPage, wholeListProps } from "../../shared/components/ListPage";
import { AddButton, ChoiceFilter, KeywordFilter } from "../../shared/components/list-controls";
import { rowActionsColumn } from "../../shared/components/row-actions";
import { useListState } from "../../shared/hooks/use-list-state";
import { formatDateTime } from "../../shared/lib/format";
import { providerNameColumns } from "./CarrierTypeName";
import {
  useCanManageCarriers,
  useCarrierTypes,
  useCheckConnection,
  useDeleteProvider,
  useDockingProviders,
} from "./carriers.api";
import { ProviderCustomersModal } from "./ProviderCustomersModal";
import { ProviderFormDrawer } from "./ProviderFormDrawer";

const FILTER_KEYS = ["keyword", "serviceClass"] as const;

/** A provider's circuit: closed reads "normal", open says since when and why, half-open "probing". */
const BreakerBadge = ({ breaker }: { breaker: DockingProvider["breaker"] }) => {
  const { t } = useTranslation();
  if (breaker.state === "closed") return <Badge status="success" text={t("carriers.breaker.closed")} />;
  if (breaker.state === "halfOpen")
    return <Badge status="processing" text={t("carriers.breaker.halfOpen")} />;
  return (
    <Tooltip
      title={t("carriers.breaker.openedAt", {
        time: formatDateTime(breaker.openedAt, "—", "second"),
        reason: t(`carriers.breaker.reasons.${breaker.reason || "run"}`),
      })}
    >
      <Badge status="error" text={t("carriers.breaker.open")} />
    </Tooltip>
  );
};

/** Calls the provider once and says how it went; the row's status follows (a failure counts against the circuit). */
const CheckButton = ({ provider }: { provider: DockingProvider }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const check = useCheckConnection();
  const run = () =>
    check.mutateAsync(provider.id).then(
      (answer) =>
        answer.ok
          ? void message.success(t("carriers.providers.checkOk", { ms: answer.durationMs }))
          : void message.error(t("carriers.providers.checkFailed", { message: answer.message })),
      (error: unknown) => void message.error(errorMessageOf(error, t("common.errors.operationFailed"))),
    );
  return (
    <Button type="link" size="small" icon={<ApiOutlined />} loading={check.isPending} onClick={run}>
      {t("carriers.providers.check")}
    </Button>
  );
};

/** Docking providers (对接商, spec §2, §3): accounts on the registry's provider types, their health and customers. */
const DockingProvidersPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const canManage = useCanManageCarriers();
  const list = useListState(FILTER_KEYS);
  const query = useDockingProviders({
    keyword: list.filters.keyword,
    serviceClass: list.filters.serviceClass,
  });
  const types = useCarrierTypes();
  const remove = useDeleteProvider();
  const [editing, setEditing] = useState<DockingProvider | "new" | null>(null);
  const [assigning, setAssigning] = useState<DockingProvider | null>(null);

  return (
    <>
      <ListPage<DockingProvider, typeof list.filters>
        title={t("carriers.providers.title")}
        description={t("carriers.providers.description")}
        actions={
          canManage ? (
            <AddButton onClick={() => setEditing("new")}>{t("carriers.providers.add")}</AddButton>
          ) : null
        }
        filterValues={list.filters}
        onFilter={list.setFilters}
        hasFilters={list.hasFilters}
        filters={
          <>
            <KeywordFilter placeholder={t("carriers.providers.keyword")} width={200} maxLength={60} />
            <ChoiceFilter
              name="serviceClass"
              label={t("carriers.providers.type")}
              width={200}
              options={(types.data ?? []).map((type) => ({
                value: type.serviceClass,
                label: type.names[lang],
              }))}
            />
          </>
        }
        {...wholeListProps(query)}
        rowKey="id"
        empty={{ title: t("carriers.providers.emptyTitle"), description: t("carriers.providers.emptyBody") }}
        columns={[
          ...providerNameColumns(t, types.data),
          {
            title: t("carriers.providers.status"),
            key: "status",
            width: 110,
            render: (_, row) => (
              <Flex vertical gap={4} align="flex-start">
                {row.enabled ? (
                  <BreakerBadge breaker={row.breaker} />
                ) : (
                  <Tag>{t("common.status.disabled")}</Tag>
                )}
                {row.lowNumberPools > 0 ? (
                  <Link to={`/carriers/number-pools?providerId=${row.id}`}>
                    <Tag color="orange">{t("numberPools.lowOnProvider", { count: row.lowNumberPools })}</Tag>
                  </Link>
                ) : null}
              </Flex>
            ),
          },
          {
            title: t("carriers.providers.served"),
            key: "served",
            width: 110,
            render: (_, row) =>
              row.isPublic ? (
                <Tag color="blue">{t("carriers.providers.public")}</Tag>
              ) : canManage ? (
                <Button
                  type="link"
                  size="small"
                  icon={<TeamOutlined />}
                  style={{ paddingInline: 0 }}
                  onClick={() => setAssigning(row)}
                >
                  {t("carriers.providers.customerCount", { count: row.customerOrgIds.length })}
                </Button>
              ) : (
                t("carriers.providers.customerCount", { count: row.customerOrgIds.length })
              ),
          },
          {
            title: t("carriers.providers.successRate"),
            dataIndex: "successRate",
            width: 90,
            align: "right",
            render: (rate: number | null, row) =>
              rate === null ? (
                <Typography.Text type="secondary">—</Typography.Text>
              ) : (
                <Tooltip title={t("carriers.providers.callsHint", { count: row.calls })}>
                  {`${(rate * 100).toFixed(1)}%`}
                </Tooltip>
              ),
          },
          {
            title: t("carriers.providers.averageLabel"),
            dataIndex: "averageLabelMs",
            width: 100,
            align: "right",
            render: (ms: number | null) =>
              ms === null ? (
                <Typography.Text type="secondary">—</Typography.Text>
              ) : (
                `${(ms / 1000).toFixed(2)} s`
              ),
          },
          rowActionsColumn<DockingProvider>({
            hidden: !canManage,
            width: 220,
            onEdit: (row) => setEditing(row),
            extra: (row) => <CheckButton provider={row} />,
            onDelete: (row) => remove.mutateAsync(row.id),
            confirm: (row) => t("carriers.providers.deleteConfirm", { name: row.name }),
          }),
        ]}
      />
      <ProviderFormDrawer
        provider={editing === "new" ? null : editing}
        open={editing !== null}
        providers={query.data?.rows ?? []}
        onClose={() => setEditing(null)}
      />
      <ProviderCustomersModal provider={assigning} onClose={() => setAssigning(null)} />
    </>
  );
};

export default DockingProvidersPage;
