import { EyeOutlined } from "@ant-design/icons";
import type { ProductRow } from "@pp/contracts";
import { Button, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLanguage } from "../../locales";
import { KeywordFilter } from "../../shared/components/list-controls";
import { formatDateTime } from "../../shared/lib/format";
import { ProductStatusSwitch } from "./ProductStatusSwitch";
import { productDetailPath, productName } from "./products.api";

type ProductKind = "cost" | "sales";

/** The keyword filter of the cost and sales product lists. */
export const ProductKeywordFilter = () => {
  const { t } = useTranslation();
  return <KeywordFilter placeholder={t("catalogProducts.keywordPlaceholder")} width={200} maxLength={100} />;
};

/**
 * The columns the cost and sales product lists share: `leading` (code, name) and `trailing` (currency, origin,
 * rate model, status, updated), with the button that opens a product's detail.
 */
export const useProductListColumns = (kind: ProductKind) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const open = (row: ProductRow) => navigate(productDetailPath(kind, row.id));
  const leading = [
    {
      title: t("catalogProducts.fields.code"),
      dataIndex: "code",
      width: 130,
      render: (code: string, row: ProductRow) => (
        <Typography.Link onClick={() => open(row)}>{code}</Typography.Link>
      ),
    },
    {
      title: t("catalogProducts.fields.name"),
      key: "name",
      width: 200,
      ellipsis: true,
      render: (_: unknown, row: ProductRow) => productName(row, lang),
    },
  ];
  const trailing = [
    { title: t("catalogProducts.fields.currency"), dataIndex: "currency", width: 70 },
    { title: t("catalogProducts.fields.originCountry"), dataIndex: "originCountry", width: 70 },
    {
      title: t("catalogProducts.fields.rateModel"),
      dataIndex: "rateModel",
      width: 150,
      render: (model: string) => t(`catalogProducts.rateModels.${model}`),
    },
    {
      title: t("catalogProducts.fields.status"),
      dataIndex: "status",
      width: 90,
      render: (_: unknown, row: ProductRow) => <ProductStatusSwitch row={row} />,
    },
    {
      title: t("catalogProducts.fields.updatedAt"),
      dataIndex: "updatedAt",
      width: 140,
      render: (value: string) => formatDateTime(value),
    },
  ];
  const openButton = (row: ProductRow) => (
    <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => open(row)}>
      {t("catalogProducts.open")}
    </Button>
  );
  return { leading, trailing, openButton };
};
