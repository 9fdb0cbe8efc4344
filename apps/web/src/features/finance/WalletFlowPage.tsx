import {
  WALLET_DIRECTIONS,
  WALLET_ENTRY_KINDS,
  WALLET_REFERENCE_TYPES,
  type WalletEntry,
  type WalletEntryKind,
} from "@pp/contracts";
import { BASE_CURRENCY, groupMoney, walletLabels } from "@pp/domain";
import { Flex, Form, Input, Select, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { useSessionUser } from "../../shared/auth/session";
import {
  DatePresetRangePicker,
  parseRangeFilter,
  rangeFilterItemProps,
  rangeToParams,
} from "../../shared/components/DatePresetRangePicker";
import { ExportButton } from "../../shared/components/ExportButton";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { useListState } from "../../shared/hooks/use-list-state";
import { exportWalletFlow, useWalletFlow, type WalletFlowFilter } from "./finance.api";
import { useReasonText } from "./ledger-reason";

const FILTER_KEYS = ["created", "kind", "direction", "referenceType", "currency"] as const;

// The three filters that choose one value of a wallet enum, with the labels of that enum.
const ENUM_FILTERS = [
  { name: "kind", group: "kinds", width: 130 },
  { name: "direction", group: "directions", width: 110 },
  { name: "referenceType", group: "references", width: 130 },
] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.find((candidate) => candidate === value);

/** Every movement of the wallet: what came in and went out, why, and the balance after it. */
const WalletFlowPage = () => {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const lang = useLanguage();
  const session = useSessionUser();
  const isPlatform = session.data?.user.orgType === "platform";
  const list = useListState(FILTER_KEYS);
  const filter: WalletFlowFilter = {
    kind: oneOf(WALLET_ENTRY_KINDS, list.filters.kind),
    direction: oneOf(WALLET_DIRECTIONS, list.filters.direction),
    referenceType: oneOf(WALLET_REFERENCE_TYPES, list.filters.referenceType),
    currency: list.filters.currency?.toUpperCase(),
    ...rangeToParams(parseRangeFilter(list.filters.created)),
  };
  const query = useWalletFlow({ ...filter, page: list.page, size: list.size });

  return (
    <ListPage<WalletEntry, typeof list.filters>
      {...listPageProps(list, query)}
      title={t("financeWallet.flow.title")}
      description={t(isPlatform ? "financeWallet.flow.staffDescription" : "financeWallet.flow.description")}
      actions={
        <ExportButton onExport={() => exportWalletFlow(filter)}>
          {t("financeWallet.flow.export")}
        </ExportButton>
      }
      filters={
        <>
          <Form.Item name="created" label={t("financeWallet.flow.time")} {...rangeFilterItemProps}>
            <DatePresetRangePicker />
          </Form.Item>
          {ENUM_FILTERS.map(({ name, group, width }) => (
            <Form.Item key={name} name={name} label={t(`financeWallet.flow.${name}`)}>
              <Select
                allowClear
                placeholder={t("common.list.all")}
                style={{ width }}
                options={Object.entries(walletLabels[lang][group]).map(([value, label]) => ({
                  value,
                  label,
                }))}
              />
            </Form.Item>
          ))}
          <Form.Item name="currency" label={t("financeWallet.flow.currency")}>
            <Input allowClear style={{ width: 90 }} maxLength={3} placeholder={BASE_CURRENCY} />
          </Form.Item>
        </>
      }
      rowKey="id"
      empty={{ title: t("financeWallet.flow.emptyTitle"), description: t("financeWallet.flow.emptyBody") }}
      columns={[
        {
          title: t("financeWallet.flow.time"),
          dataIndex: "createdAt",
          width: 165,
          render: (value: string) => dayjs(value).format("YYYY-MM-DD HH:mm:ss"),
        },
        ...(isPlatform
          ? [{ title: t("financeWallet.customer"), dataIndex: "orgName", width: 180, ellipsis: true }]
          : []),
        {
          title: t("financeWallet.flow.kind"),
          dataIndex: "kind",
          width: 110,
          render: (kind: WalletEntryKind) => t(`financeWallet.flow.kinds.${kind}`),
        },
        {
          title: t("financeWallet.flow.amount"),
          key: "amount",
          align: "right",
          width: 150,
          render: (_: unknown, entry) => (
            <Typography.Text type={entry.direction === "in" ? "success" : undefined} strong>
              {entry.direction === "in" ? "+" : "−"}
              {groupMoney(entry.amount)} {entry.currency}
            </Typography.Text>
          ),
        },
        {
          title: t("financeWallet.flow.balanceAfter"),
          dataIndex: "balanceAfter",
          align: "right",
          width: 130,
          render: groupMoney,
        },
        {
          title: t("financeWallet.flow.availableAfter"),
          dataIndex: "availableAfter",
          align: "right",
          width: 130,
          render: groupMoney,
        },
        {
          title: t("financeWallet.flow.reference"),
          key: "reference",
          width: 210,
          render: (_: unknown, entry) => (
            <Flex align="center" style={{ minWidth: 0 }}>
              <Tag>{t(`financeWallet.flow.references.${entry.reference.type}`)}</Tag>
              <Typography.Text
                type="secondary"
                style={{ maxWidth: 120 }}
                ellipsis={{ tooltip: entry.reference.id }}
              >
                {entry.reference.id}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          title: t("financeWallet.flow.reason"),
          key: "reason",
          render: (_, entry) => reasonText(entry),
          ellipsis: { showTitle: true },
        },
      ]}
    />
  );
};

export default WalletFlowPage;
