import { CheckCircleOutlined, ReloadOutlined, ShopOutlined } from "@ant-design/icons";
import type { SignableProduct, SigningStatus } from "@pp/contracts";
import { cargoTypeLabels } from "@pp/domain";
import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Result,
  Segmented,
  Select,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
} from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { useSessionUser } from "../../shared/auth/session";
import { countryName } from "../../shared/lib/format";
import {
  useAllotProduct,
  useCancelSigning,
  useSetSigningPlan,
  useSignableProducts,
  useSigningCustomers,
  useSignProduct,
  useUnallotProduct,
} from "./signing.api";

type Filter = "all" | "signed" | "unsigned";

const STATUS_COLORS: Record<SigningStatus, string> = {
  signed: "success",
  cancelled: "warning",
  unsigned: "default",
};

/**
 * "My products" (spec §3 Signed product): customers see the products open to them and sign or cancel them;
 * platform staff see the same screen for a chosen customer org and allot, unallot and pick its quote plan.
 */
const SignedProductsPage = () => {
  const { t } = useTranslation();
  const session = useSessionUser();
  const isPlatform = session.data?.user.orgType === "platform";
  const [orgId, setOrgId] = useState<number>();
  const [keyword, setKeyword] = useState("");
  const [filter, setFilter] = useState<Filter>("all");
  const customers = useSigningCustomers(isPlatform);
  const waitingForCustomer = isPlatform && orgId === undefined;
  const query = useSignableProducts(
    { ...(keyword ? { keyword } : {}), ...(isPlatform && orgId !== undefined ? { orgId } : {}) },
    Boolean(session.data) && !waitingForCustomer,
  );
  const rows = useMemo(
    () =>
      (query.data ?? []).filter((row) =>
        filter === "all"
          ? true
          : filter === "signed"
            ? row.signingStatus === "signed"
            : row.signingStatus !== "signed",
      ),
    [query.data, filter],
  );
  const signedCount = (query.data ?? []).filter((row) => row.signingStatus === "signed").length;

  return (
    <Flex vertical gap={12} className="pp-list-page">
      <Card variant="borderless" className="pp-page-card" styles={{ body: { padding: "14px 20px" } }}>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <Flex vertical gap={2}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t(isPlatform ? "catalogSigning.platformTitle" : "catalogSigning.title")}
            </Typography.Title>
            <Typography.Text type="secondary">
              {t(isPlatform ? "catalogSigning.platformDescription" : "catalogSigning.description")}
            </Typography.Text>
          </Flex>
          <Button
            icon={<ReloadOutlined />}
            loading={query.isFetching}
            disabled={waitingForCustomer}
            onClick={() => void query.refetch()}
          >
            {t("common.actions.refresh")}
          </Button>
        </Flex>
      </Card>
      <Card variant="borderless" className="pp-page-card">
        <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
          {isPlatform && (
            <Select<number>
              showSearch
              style={{ width: 280 }}
              placeholder={t("catalogSigning.customerPlaceholder")}
              aria-label={t("catalogSigning.customer")}
              loading={customers.isPending}
              value={orgId}
              onChange={setOrgId}
              optionFilterProp="label"
              options={(customers.data ?? []).map((org) => ({
                value: org.id,
                label: org.name,
                count: org.signedCount,
              }))}
              optionRender={(option) => (
                <Flex justify="space-between" gap={8}>
                  <span>{option.label}</span>
                  <Typography.Text type="secondary">
                    {t("catalogSigning.signedCount", { count: option.data.count })}
                  </Typography.Text>
                </Flex>
              )}
            />
          )}
          <Input.Search
            allowClear
            style={{ width: 280 }}
            placeholder={t("catalogSigning.searchPlaceholder")}
            aria-label={t("catalogSigning.search")}
            onSearch={(value) => setKeyword(value.trim())}
          />
          <Segmented<Filter>
            value={filter}
            onChange={setFilter}
            options={(["all", "signed", "unsigned"] as const).map((value) => ({
              value,
              label: t(`catalogSigning.filter.${value}`),
            }))}
          />
          {query.data && !waitingForCustomer && (
            <Typography.Text type="secondary">
              {t("catalogSigning.summary", { signed: signedCount, total: query.data.length })}
            </Typography.Text>
          )}
        </Flex>
        {waitingForCustomer ? (
          <Empty
            image={<ShopOutlined style={{ fontSize: 56, color: "#bfbfbf" }} />}
            description={
              <Flex vertical gap={4}>
                <Typography.Text strong>{t("catalogSigning.chooseCustomerTitle")}</Typography.Text>
                <Typography.Text type="secondary">{t("catalogSigning.chooseCustomerHint")}</Typography.Text>
              </Flex>
            }
          />
        ) : query.isError ? (
          <Result
            status="warning"
            title={t("common.list.loadFailed")}
            extra={<Button onClick={() => void query.refetch()}>{t("common.actions.retry")}</Button>}
          />
        ) : (
          <ProductTable rows={rows} loading={query.isPending} orgId={isPlatform ? orgId : undefined} />
        )}
      </Card>
    </Flex>
  );
};

const ProductTable = ({
  rows,
  loading,
  orgId,
}: {
  rows: SignableProduct[];
  loading: boolean;
  /** Set in the platform's allot view. */
  orgId: number | undefined;
}) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { modal, message } = App.useApp();
  const sign = useSignProduct();
  const cancel = useCancelSigning();
  const allot = useAllotProduct();
  const unallot = useUnallotProduct();
  const setPlan = useSetSigningPlan();
  const isPlatform = orgId !== undefined;

  const confirmCancel = (row: SignableProduct) =>
    modal.confirm({
      title: t(isPlatform ? "catalogSigning.confirmUnallotTitle" : "catalogSigning.confirmCancelTitle", {
        name: row.name[lang],
      }),
      content: t(isPlatform ? "catalogSigning.confirmUnallotBody" : "catalogSigning.confirmCancelBody"),
      okText: t(isPlatform ? "catalogSigning.unallot" : "catalogSigning.cancel"),
      okButtonProps: { danger: true },
      cancelText: t("catalogSigning.keep"),
      // The API client already shows a failure; the dialog closes either way.
      onOk: () =>
        (orgId !== undefined
          ? unallot.mutateAsync({ productId: row.id, orgId })
          : cancel.mutateAsync({ productId: row.id })
        ).then(
          () =>
            void message.success(t(isPlatform ? "catalogSigning.unallotted" : "catalogSigning.cancelled")),
          () => undefined,
        ),
    });

  const signRow = (row: SignableProduct) => {
    const onSuccess = () =>
      void message.success(t(isPlatform ? "catalogSigning.allotted" : "catalogSigning.signed"));
    if (orgId !== undefined)
      allot.mutate({ productId: row.id, orgId, quotePlanId: row.quotePlanId ?? null }, { onSuccess });
    else sign.mutate({ productId: row.id }, { onSuccess });
  };

  const busyId =
    (sign.isPending && sign.variables?.productId) || (allot.isPending && allot.variables?.productId);

  return (
    <Table<SignableProduct>
      size="middle"
      rowKey="id"
      loading={loading}
      dataSource={rows}
      pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      scroll={{ x: isPlatform ? 1000 : 860 }}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <Flex vertical gap={4}>
                <Typography.Text strong>{t("catalogSigning.emptyTitle")}</Typography.Text>
                <Typography.Text type="secondary">{t("catalogSigning.emptyHint")}</Typography.Text>
              </Flex>
            }
          />
        ),
      }}
      columns={[
        {
          title: t("catalogSigning.columns.product"),
          key: "product",
          width: 240,
          render: (_, row) => (
            <Flex vertical gap={2}>
              <Space size={6} wrap>
                <Typography.Text strong>{row.name[lang]}</Typography.Text>
                {row.reportPriceType !== "public" && (
                  <Tag bordered={false} color={row.reportPriceType === "own" ? "purple" : "geekblue"}>
                    {t(`catalogSigning.priceType.${row.reportPriceType}`)}
                  </Tag>
                )}
                {row.status === "offline" && <Tag bordered={false}>{t("catalogSigning.offline")}</Tag>}
              </Space>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {row.code}
                {row.description ? ` · ${row.description}` : ""}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          title: t("catalogSigning.columns.destinations"),
          dataIndex: "destinations",
          width: 100,
          render: (destinations: string[]) => (
            <Space size={[4, 4]} wrap>
              {destinations.map((code) => (
                <Tooltip key={code} title={countryName(code, lang)}>
                  <Tag style={{ marginInlineEnd: 0 }}>{code}</Tag>
                </Tooltip>
              ))}
            </Space>
          ),
        },
        {
          title: t("catalogSigning.columns.leadTime"),
          key: "leadTime",
          width: 96,
          render: (_, row) => t("catalogSigning.leadTimeDays", { min: row.minDays, max: row.maxDays }),
        },
        {
          title: t("catalogSigning.columns.cargoTypes"),
          dataIndex: "cargoTypes",
          width: 110,
          render: (types: SignableProduct["cargoTypes"]) =>
            types.map((type) => cargoTypeLabels[lang][type]).join(" · "),
        },
        { title: t("catalogSigning.columns.currency"), dataIndex: "currency", width: 72 },
        {
          title: t("sellerLabel.title"),
          dataIndex: "usePreRecordedType",
          width: 120,
          render: (type: SignableProduct["usePreRecordedType"]) =>
            type === "none" ? "—" : <Tag color="blue">{t(`sellerLabel.modes.${type}`)}</Tag>,
        },
        {
          title: t("catalogSigning.columns.status"),
          dataIndex: "signingStatus",
          width: 116,
          render: (status: SigningStatus, row) => (
            <Flex vertical gap={2} align="flex-start">
              <Tag
                color={STATUS_COLORS[status]}
                icon={status === "signed" ? <CheckCircleOutlined /> : undefined}
                data-testid={`status-${row.code}`}
              >
                {t(`catalogSigning.status.${status}`)}
              </Tag>
              {row.assignedByPlatform && status === "signed" && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t("catalogSigning.allottedByPlatform")}
                </Typography.Text>
              )}
            </Flex>
          ),
        },
        ...(isPlatform
          ? [
              {
                title: t("catalogSigning.columns.plan"),
                key: "plan",
                width: 150,
                render: (_: unknown, row: SignableProduct) => (
                  <Select<number | null>
                    size="small"
                    style={{ width: 132 }}
                    aria-label={t("catalogSigning.columns.plan")}
                    disabled={row.signingStatus !== "signed"}
                    value={row.quotePlanId ?? null}
                    loading={setPlan.isPending && setPlan.variables?.productId === row.id}
                    onChange={(quotePlanId) =>
                      setPlan.mutate(
                        { productId: row.id, orgId, quotePlanId },
                        { onSuccess: () => void message.success(t("catalogSigning.planSaved")) },
                      )
                    }
                    options={[
                      { value: null, label: t("catalogSigning.defaultPlan") },
                      ...(row.plans ?? [])
                        .filter((plan) => !plan.isDefault)
                        .map((plan) => ({ value: plan.id, label: plan.name })),
                    ]}
                  />
                ),
              },
            ]
          : []),
        {
          title: t("catalogSigning.columns.actions"),
          key: "actions",
          width: 100,
          fixed: "right",
          render: (_, row) =>
            row.signingStatus === "signed" ? (
              <Button type="link" size="small" danger onClick={() => confirmCancel(row)}>
                {t(isPlatform ? "catalogSigning.unallot" : "catalogSigning.cancel")}
              </Button>
            ) : (
              <Button
                type="primary"
                size="small"
                ghost
                loading={busyId === row.id}
                disabled={row.status === "offline" && !isPlatform}
                onClick={() => signRow(row)}
              >
                {t(isPlatform ? "catalogSigning.allot" : "catalogSigning.sign")}
              </Button>
            ),
        },
      ]}
    />
  );
};

export default SignedProductsPage;
