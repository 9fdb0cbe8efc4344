import {
  ArrowLeftOutlined,
  CloudDownloadOutlined,
  CloudUploadOutlined,
  LockOutlined,
} from "@ant-design/icons";
import type { ProductDetail } from "@pp/contracts";
import { Alert, Button, Card, Descriptions, Flex, Result, Skeleton, Tabs, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useLanguage } from "../../locales";
import { ListLoadFailed } from "../../shared/components/ListPage";
import { ProductAccountTab } from "./ProductAccountTab";
import { ProductBasicTab } from "./ProductBasicTab";
import { ProductBillingTab } from "./ProductBillingTab";
import { ProductLimitsTab } from "./ProductLimitsTab";
import { ProductOrderHandlingTab } from "./ProductOrderHandlingTab";
import { ProductRatesTab } from "./ProductRatesTab";
import { ProductRestrictionsTab } from "./ProductRestrictionsTab";
import { ReportTypeTag, StatusTag } from "./ProductShared";
import { StatusChangeConfirm } from "./ProductStatusSwitch";
import { ProductSurchargesTab } from "./ProductSurchargesTab";
import { ProductZonesTab } from "./ProductZonesTab";
import { type ProductSide, productName, useProductDetail } from "./products.api";

const TABS = [
  "basic",
  "zones",
  "rates",
  "limits",
  "restrictions",
  "billing",
  "surcharges",
  "orderHandling",
  "account",
] as const;
type TabKey = (typeof TABS)[number];
/** How orders are handled is a sales product's setting; where parcels go (the carrier account) a cost record's. */
const SALES_ONLY: readonly TabKey[] = ["orderHandling"];
const COST_ONLY: readonly TabKey[] = ["account"];

/**
 * Product detail (spec §2): a cost record's or a sales product's settings tab by tab. While the product is
 * online it is in read mode: only the rate grid may change; everything else waits until it is taken offline.
 */
const ProductDetailPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const side: ProductSide = params.get("side") === "cost" ? "cost" : "sales";
  const id = Number(params.get("id")) || 0;
  const tabs = TABS.filter((key) => !(side === "sales" ? COST_ONLY : SALES_ONLY).includes(key));
  const tab = (tabs as readonly string[]).includes(params.get("tab") ?? "")
    ? (params.get("tab") as TabKey)
    : "basic";
  const query = useProductDetail(side, id);

  if (!id)
    return (
      <Card variant="borderless" className="pp-page-card">
        <Result status="404" title={t("catalogProducts.detail.missing")} />
      </Card>
    );
  if (query.isPending)
    return (
      <Card variant="borderless" className="pp-page-card">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (query.isError || !query.data)
    return (
      <Card variant="borderless" className="pp-page-card">
        <ListLoadFailed error={query.error} onRetry={() => void query.refetch()} />
      </Card>
    );

  const detail = query.data;
  const readOnly = detail.product.status === "online";
  const selectTab = (key: string) => {
    const next = new URLSearchParams(params);
    next.set("tab", key);
    setParams(next, { replace: true });
  };

  const tabProps = { detail, readOnly };
  const content: Record<TabKey, ReactNode> = {
    basic: <ProductBasicTab {...tabProps} />,
    zones: <ProductZonesTab {...tabProps} />,
    rates: <ProductRatesTab {...tabProps} />,
    limits: <ProductLimitsTab {...tabProps} />,
    restrictions: <ProductRestrictionsTab {...tabProps} />,
    billing: <ProductBillingTab {...tabProps} />,
    surcharges: <ProductSurchargesTab {...tabProps} />,
    orderHandling: <ProductOrderHandlingTab {...tabProps} />,
    account: <ProductAccountTab {...tabProps} />,
  };

  return (
    <Flex vertical gap={12}>
      <DetailHeader detail={detail} />
      {readOnly ? <ReadModeBanner detail={detail} /> : null}
      <Card variant="borderless" className="pp-page-card" styles={{ body: { paddingTop: 4 } }}>
        <Tabs
          activeKey={tab}
          onChange={selectTab}
          destroyOnHidden
          items={tabs.map((key) => ({
            key,
            label: (
              <span data-testid={`product-tab-${key}`}>
                {readOnly && key !== "rates" ? <LockOutlined style={{ marginInlineEnd: 4 }} /> : null}
                {t(`catalogProducts.tabs.${key}`)}
              </span>
            ),
            children: content[key],
          }))}
        />
      </Card>
    </Flex>
  );
};

const DetailHeader = ({ detail }: { detail: ProductDetail }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const product = detail.product;
  const back = product.side === "cost" ? "/catalog/cost-products" : "/catalog/sales-products";
  return (
    <Card variant="borderless" className="pp-page-card" styles={{ body: { padding: "14px 20px" } }}>
      <Flex justify="space-between" align="start" gap={16} wrap>
        <Flex vertical gap={6}>
          <Flex align="center" gap={8} wrap>
            <Button type="text" size="small" icon={<ArrowLeftOutlined />} onClick={() => navigate(back)}>
              {t(`catalogProducts.detail.back.${product.side}`)}
            </Button>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {productName(product, lang)}
            </Typography.Title>
            <StatusTag status={product.status} />
            {product.side === "sales" ? <ReportTypeTag type={product.reportPriceType} /> : null}
          </Flex>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, md: 4 }}
            items={[
              {
                label: t("catalogProducts.fields.code"),
                children: <Typography.Text code>{product.code}</Typography.Text>,
              },
              {
                label: t(
                  product.side === "cost"
                    ? "catalogProducts.fields.supplier"
                    : "catalogProducts.fields.costRecord",
                ),
                children: (product.side === "cost" ? product.supplierName : product.costProductName) ?? "—",
              },
              { label: t("catalogProducts.fields.currency"), children: product.currency },
              {
                label: t("catalogProducts.fields.rateModel"),
                children: t(`catalogProducts.rateModels.${product.rateModel}`),
              },
            ]}
          />
        </Flex>
        {product.status === "offline" ? <StatusButton detail={detail} /> : null}
      </Flex>
    </Card>
  );
};

/** The detail page's online / offline button. */
export const StatusButton = ({ detail }: { detail: ProductDetail }) => {
  const { t } = useTranslation();
  const product = detail.product;
  return (
    <StatusChangeConfirm product={product}>
      {({ goingOnline, pending }) => (
        <Button
          type={goingOnline ? "primary" : "default"}
          icon={goingOnline ? <CloudUploadOutlined /> : <CloudDownloadOutlined />}
          loading={pending}
          disabled={goingOnline && product.offlineByPlatform}
        >
          {t(
            goingOnline
              ? "catalogProducts.statusChange.putOnline"
              : "catalogProducts.statusChange.takeOffline",
          )}
        </Button>
      )}
    </StatusChangeConfirm>
  );
};

const ReadModeBanner = ({ detail }: { detail: ProductDetail }) => {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      icon={<LockOutlined />}
      data-testid="product-read-mode"
      title={t("catalogProducts.readMode.title")}
      description={t("catalogProducts.readMode.body")}
      action={<StatusButton detail={detail} />}
    />
  );
};

export default ProductDetailPage;
