import { EyeOutlined } from "@ant-design/icons";
import { SURCHARGE_KINDS, type SurchargeKind, type SurchargeRuleRow } from "@pp/contracts";
import { Button, Form, Select, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLanguage } from "../../locales";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { ChoiceFilter, KeywordFilter } from "../../shared/components/list-controls";
import { useListState } from "../../shared/hooks/use-list-state";
import { useCalcSummary } from "./ProductSurchargesTab";
import { productDetailPath, productName, useProductList } from "./products.api";
import { useSurchargeRules } from "./surcharges.api";

const FILTER_KEYS = ["kind", "productId", "keyword"] as const;

/** The product filter: cost records and sales products found by code or name as the user types. */
const ProductFilter = (props: { value?: string; onChange?: (value: string | undefined) => void }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [keyword, setKeyword] = useState("");
  const search = { page: 1, size: 20, ...(keyword ? { keyword } : {}) };
  const cost = useProductList("cost", search);
  const sales = useProductList("sales", search);
  const options = (["sales", "cost"] as const).map((side) => ({
    label: t(`catalogSurcharges.sides.${side}`),
    options: ((side === "cost" ? cost : sales).data?.rows ?? []).map((row) => ({
      value: String(row.id),
      label: `${row.code} · ${productName(row, lang)}`,
    })),
  }));
  return (
    <Select
      allowClear
      showSearch
      filterOption={false}
      style={{ width: 260 }}
      placeholder={t("common.list.all")}
      loading={cost.isFetching || sales.isFetching}
      value={props.value}
      onChange={(value?: string) => props.onChange?.(value)}
      onSearch={(text) => setKeyword(text.trim())}
      options={options}
    />
  );
};

/** Surcharge rules across products (spec §7 api/surcharge): a row opens the product on its surcharges tab. */
const SurchargesPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const summary = useCalcSummary();
  const list = useListState(FILTER_KEYS);
  const query = useSurchargeRules({
    page: list.page,
    size: list.size,
    ...list.filters,
    kind: list.filters.kind as SurchargeKind | undefined,
  });
  const open = (row: SurchargeRuleRow) =>
    navigate(productDetailPath(row.productSide, row.productId, "surcharges"));

  return (
    <ListPage<SurchargeRuleRow, typeof list.filters>
      {...listPageProps(list, query)}
      title={t("catalogSurcharges.title")}
      description={t("catalogSurcharges.description")}
      filters={
        <>
          <ChoiceFilter
            name="kind"
            label={t("catalogSurcharges.kind")}
            width={180}
            options={SURCHARGE_KINDS.map((value) => ({
              value,
              label: t(`catalogSurcharges.kinds.${value}`),
            }))}
          />
          <Form.Item name="productId" label={t("catalogSurcharges.product")}>
            <ProductFilter />
          </Form.Item>
          <KeywordFilter
            label={t("catalogSurcharges.keyword")}
            placeholder={t("catalogSurcharges.keywordPlaceholder")}
            width={200}
            maxLength={50}
          />
        </>
      }
      rowKey="id"
      empty={{ title: t("catalogSurcharges.emptyTitle"), description: t("catalogSurcharges.emptyBody") }}
      columns={[
        {
          title: t("catalogSurcharges.columns.productCode"),
          dataIndex: "productCode",
          width: 150,
          render: (code: string, row: SurchargeRuleRow) => (
            <>
              <Typography.Text>{code}</Typography.Text>{" "}
              <Tag bordered={false}>{t(`catalogSurcharges.sides.${row.productSide}`)}</Tag>
            </>
          ),
        },
        {
          title: t("catalogSurcharges.columns.productName"),
          dataIndex: "productName",
          width: 150,
          ellipsis: true,
        },
        {
          title: t("catalogSurcharges.columns.code"),
          dataIndex: "code",
          width: 120,
          render: (code: string, row: SurchargeRuleRow) => (
            <Typography.Link onClick={() => open(row)}>{code}</Typography.Link>
          ),
        },
        { title: t("catalogSurcharges.columns.name"), dataIndex: "name", width: 130, ellipsis: true },
        {
          title: t("catalogSurcharges.columns.kind"),
          dataIndex: "kind",
          width: 150,
          render: (kind: SurchargeKind) => <Tag color="blue">{t(`catalogSurcharges.kinds.${kind}`)}</Tag>,
        },
        {
          title: t("catalogSurcharges.columns.showOnStatement"),
          dataIndex: "showOnStatement",
          width: 100,
          render: (shown: boolean) => t(shown ? "catalogSurcharges.yes" : "catalogSurcharges.no"),
        },
        {
          title: t("catalogSurcharges.columns.sortNumber"),
          dataIndex: "sortNumber",
          width: 80,
          align: "right",
        },
        {
          title: t("catalogSurcharges.columns.charge"),
          key: "charge",
          width: 260,
          ellipsis: true,
          render: (_: unknown, row: SurchargeRuleRow) => summary(row.calc, row.currency),
        },
        {
          title: t("catalogSurcharges.columns.actions"),
          key: "actions",
          width: 90,
          fixed: "right" as const,
          render: (_: unknown, row: SurchargeRuleRow) => (
            <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => open(row)}>
              {t("catalogSurcharges.open")}
            </Button>
          ),
        },
      ]}
    />
  );
};

export default SurchargesPage;
