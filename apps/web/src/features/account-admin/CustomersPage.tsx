import { EditOutlined } from "@ant-design/icons";
import type { CustomerRow, Edition } from "@pp/contracts";
import { Button, Segmented, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSessionUser } from "../../shared/auth/session";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { AddButton, KeywordFilter } from "../../shared/components/list-controls";
import { useListState } from "../../shared/hooks/use-list-state";
import { formatDateTime } from "../../shared/lib/format";
import { contactColumns } from "./AccountFields";
import { canOpenOrgAccounts, useCustomers } from "./account-admin.api";
import { OrgAccountModal } from "./OrgAccountModal";
import { SettlementCurrencyModal } from "./SettlementCurrencyModal";

const FILTER_KEYS = ["type", "keyword"] as const;
const EDITION_COLORS: Record<Edition, string> = { free: "default", standard: "blue", professional: "gold" };

/** Customer main accounts, or their sub-accounts with the main account each belongs to. */
const CustomersPage = () => {
  const { t } = useTranslation();
  const list = useListState(FILTER_KEYS);
  const type = list.filters.type === "sub" ? "sub" : "main";
  const query = useCustomers({ page: list.page, size: list.size, type, keyword: list.filters.keyword });
  const masked = query.data?.rows.some((row) => row.masked) ?? false;
  const canCreate = canOpenOrgAccounts(useSessionUser().data?.roles);
  const [creating, setCreating] = useState(false);
  const [settling, setSettling] = useState<CustomerRow>();

  return (
    <>
      <ListPage<CustomerRow, typeof list.filters>
        {...listPageProps(list, query)}
        title={t("accounts.customers.title")}
        description={masked ? t("accounts.customers.descriptionMasked") : t("accounts.customers.description")}
        actions={
          <Space>
            <Segmented<"main" | "sub">
              value={type}
              onChange={(next) =>
                list.setFilters({ ...list.filters, type: next === "main" ? undefined : next })
              }
              options={[
                { value: "main", label: t("accounts.customers.main") },
                { value: "sub", label: t("accounts.customers.sub") },
              ]}
            />
            {canCreate ? (
              <AddButton onClick={() => setCreating(true)}>{t("accounts.customers.create")}</AddButton>
            ) : null}
          </Space>
        }
        filters={
          <KeywordFilter
            label={t("accounts.customers.keyword")}
            placeholder={t("accounts.customers.keywordPlaceholder")}
            width={260}
            maxLength={50}
          />
        }
        onFilter={(values) => list.setFilters({ ...values, type: list.filters.type })}
        hasFilters={Boolean(list.filters.keyword)}
        rowKey="id"
        empty={{ title: t("accounts.customers.emptyTitle"), description: t("accounts.customers.emptyBody") }}
        columns={[
          { title: t("accounts.customers.org"), dataIndex: "orgName", width: 200 },
          {
            title: t("accounts.users.username"),
            dataIndex: "username",
            width: 150,
            render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
          },
          ...(type === "sub"
            ? [{ title: t("accounts.customers.mainAccount"), dataIndex: "mainUsername", width: 150 }]
            : []),
          { title: t("accounts.users.nickName"), dataIndex: "nickName", width: 140 },
          ...contactColumns(t),
          {
            title: t("accounts.customers.edition"),
            dataIndex: "edition",
            width: 110,
            render: (edition: Edition) => (
              <Tag color={EDITION_COLORS[edition]}>{t(`accounts.editions.${edition}`)}</Tag>
            ),
          },
          {
            title: t("accounts.customers.settlementCurrency"),
            key: "settlementCurrency",
            width: 130,
            render: (_: unknown, row: CustomerRow) => (
              <Space size={4}>
                <Typography.Text code>{row.settlementCurrency}</Typography.Text>
                {canCreate && type === "main" ? (
                  <Button
                    type="link"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={t("accounts.customers.settlementEdit")}
                    title={t("accounts.customers.settlementEdit")}
                    onClick={() => setSettling(row)}
                  />
                ) : null}
              </Space>
            ),
          },
          {
            title: t("accounts.users.status"),
            dataIndex: "status",
            width: 90,
            render: (status: CustomerRow["status"]) => (
              <Tag color={status === "enabled" ? "success" : "default"}>
                {t(`accounts.statuses.${status}`)}
              </Tag>
            ),
          },
          {
            title: t("accounts.users.createdAt"),
            dataIndex: "createdAt",
            width: 160,
            render: (value: string) => formatDateTime(value),
          },
        ]}
      />
      <OrgAccountModal open={creating} onClose={() => setCreating(false)} presetType="customer" />
      <SettlementCurrencyModal customer={settling} onClose={() => setSettling(undefined)} />
    </>
  );
};

export default CustomersPage;
