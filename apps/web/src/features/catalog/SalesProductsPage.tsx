import type { ProductRow, ReportPriceType } from "@pp/contracts";
import { App, Col, Form, Input, Modal, Row, Select, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLanguage } from "../../locales";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { AddButton, ChoiceFilter } from "../../shared/components/list-controls";
import { LocalizedNameFields } from "../../shared/forms/LocalizedNameFields";
import { useFormSave } from "../../shared/forms/use-form-save";
import { useListState } from "../../shared/hooks/use-list-state";
import { ProductReportTypeFields } from "./ProductBasicTab";
import { ProductKeywordFilter, useProductListColumns } from "./ProductListColumns";
import { ReportTypeTag, StatusFilter } from "./ProductShared";
import { productDetailPath, productName, useCreateSalesProduct, useProductList } from "./products.api";

const FILTER_KEYS = ["keyword", "status", "reportPriceType"] as const;
const REPORT_TYPES: ReportPriceType[] = ["public", "internal", "own"];

/** Sales products (spec §3 Product basic info): what customers are quoted, each built on a cost record. */
const SalesProductsPage = () => {
  const { t } = useTranslation();
  const columns = useProductListColumns("sales");
  const list = useListState(FILTER_KEYS);
  const query = useProductList("sales", { page: list.page, size: list.size, ...list.filters });
  const [creating, setCreating] = useState(false);

  return (
    <>
      <ListPage<ProductRow, typeof list.filters>
        {...listPageProps(list, query)}
        title={t("catalogProducts.sales.title")}
        description={t("catalogProducts.sales.description")}
        actions={<AddButton onClick={() => setCreating(true)}>{t("catalogProducts.sales.add")}</AddButton>}
        filters={
          <>
            <ProductKeywordFilter />
            <ChoiceFilter
              name="reportPriceType"
              label={t("catalogProducts.fields.reportPriceType")}
              width={130}
              options={REPORT_TYPES.map((value) => ({
                value,
                label: t(`catalogProducts.reportTypes.${value}`),
              }))}
            />
            <StatusFilter />
          </>
        }
        rowKey="id"
        empty={{
          title: t("catalogProducts.sales.emptyTitle"),
          description: t("catalogProducts.sales.emptyBody"),
        }}
        columns={[
          ...columns.leading,
          {
            title: t("catalogProducts.fields.costRecord"),
            dataIndex: "costProductName",
            width: 180,
            ellipsis: true,
            render: (name: string | null) => name ?? "—",
          },
          {
            title: t("catalogProducts.fields.reportPriceType"),
            dataIndex: "reportPriceType",
            width: 100,
            render: (type: ReportPriceType) => <ReportTypeTag type={type} />,
          },
          ...columns.trailing,
          {
            title: t("common.columns.actions"),
            key: "actions",
            width: 90,
            fixed: "right" as const,
            render: (_: unknown, row: ProductRow) => <Space size={4}>{columns.openButton(row)}</Space>,
          },
        ]}
      />
      <SalesCreateModal open={creating} onClose={() => setCreating(false)} />
    </>
  );
};

type SalesCreateForm = {
  costProductId: number;
  code: string;
  nameZh: string;
  nameEn: string;
  nameKo: string;
  reportPriceType: ReportPriceType;
  ownerOrgId?: number;
};

/** A sales product from a cost record: its settings, zones and rates are copied into the default plan. */
const SalesCreateModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<SalesCreateForm>();
  const [keyword, setKeyword] = useState("");
  const costs = useProductList("cost", { page: 1, size: 50, keyword: keyword || undefined });
  const create = useCreateSalesProduct();
  const { showError } = useFormSave(form, {
    announceFieldErrors: true,
    failed: t("catalogProducts.saveFailed"),
  });

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  // Picking a cost record suggests its names; the operator usually adjusts them for customers.
  const pick = (id: number) => {
    const cost = costs.data?.rows.find((row) => row.id === id);
    if (!cost) return;
    form.setFieldsValue({ nameZh: cost.nameZh, nameEn: cost.nameEn, nameKo: cost.nameKo });
  };

  const submit = async (values: SalesCreateForm) => {
    try {
      const created = await create.mutateAsync({ ...values, ownerOrgId: values.ownerOrgId ?? null });
      void message.success(t("catalogProducts.sales.created"));
      onClose();
      navigate(productDetailPath("sales", created.product.id));
    } catch (error) {
      showError(error);
    }
  };

  const required = [{ required: true, whitespace: true, message: t("catalogProducts.rules.required") }];

  return (
    <Modal
      open={open}
      title={t("catalogProducts.sales.add")}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t("common.actions.save")}
      confirmLoading={create.isPending}
      width={720}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t("catalogProducts.sales.createHint")}</Typography.Paragraph>
      <Form<SalesCreateForm>
        form={form}
        name="salesCreate"
        layout="vertical"
        onFinish={submit}
        initialValues={{ reportPriceType: "public" }}
      >
        <Form.Item
          name="costProductId"
          label={t("catalogProducts.fields.costRecord")}
          rules={[{ required: true, message: t("catalogProducts.rules.required") }]}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            loading={costs.isFetching}
            onChange={pick}
            placeholder={t("catalogProducts.sales.pickCost")}
            options={(costs.data?.rows ?? []).map((row) => ({
              value: row.id,
              label: `${row.code} · ${productName(row, lang)}${row.supplierName ? ` · ${row.supplierName}` : ""}`,
            }))}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="code" label={t("catalogProducts.fields.code")} rules={required}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <LocalizedNameFields rules={required} />
        </Row>
        <ProductReportTypeFields />
      </Form>
    </Modal>
  );
};

export default SalesProductsPage;
