import { DeleteOutlined } from "@ant-design/icons";
import type { ProductRow } from "@pp/contracts";
import { BASE_CURRENCY, type CargoType } from "@pp/domain";
import { App, Button, Col, Divider, Drawer, Form, Input, Popconfirm, Row, Select, Space } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormFooter } from "../../shared/components/FormFooter";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { AddButton } from "../../shared/components/list-controls";
import { useFormSave } from "../../shared/forms/use-form-save";
import { useListState } from "../../shared/hooks/use-list-state";
import { ProductBasicFields, SupplierField } from "./ProductBasicTab";
import { CargoTypeCheckboxes } from "./ProductLimitsTab";
import { ProductKeywordFilter, useProductListColumns } from "./ProductListColumns";
import {
  NUMBER_INPUT,
  ProductBandsField,
  RateModelSelect,
  StatusFilter,
  useDecimalRules,
  type WeightBandValue,
} from "./ProductShared";
import {
  productDetailPath,
  useDeleteCostProduct,
  useOrgOptions,
  useProductList,
  useSaveCostProduct,
} from "./products.api";

const FILTER_KEYS = ["keyword", "status", "supplierOrgId"] as const;

/** Cost prices (spec §3 Product cost record): the suppliers' price records that sales products are built on. */
const CostProductsPage = () => {
  const { t } = useTranslation();
  const columns = useProductListColumns("cost");
  const { message } = App.useApp();
  const list = useListState(FILTER_KEYS);
  const query = useProductList("cost", { page: list.page, size: list.size, ...list.filters });
  const suppliers = useOrgOptions("supplier");
  const remove = useDeleteCostProduct();
  const [creating, setCreating] = useState(false);

  return (
    <>
      <ListPage<ProductRow, typeof list.filters>
        {...listPageProps(list, query)}
        title={t("catalogProducts.cost.title")}
        description={t("catalogProducts.cost.description")}
        actions={<AddButton onClick={() => setCreating(true)}>{t("catalogProducts.cost.add")}</AddButton>}
        filters={
          <>
            <ProductKeywordFilter />
            <Form.Item name="supplierOrgId" label={t("catalogProducts.fields.supplier")}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: "label" }}
                style={{ width: 180 }}
                placeholder={t("common.list.all")}
                options={(suppliers.data ?? []).map((org) => ({ value: String(org.id), label: org.name }))}
              />
            </Form.Item>
            <StatusFilter />
          </>
        }
        rowKey="id"
        empty={{
          title: t("catalogProducts.cost.emptyTitle"),
          description: t("catalogProducts.cost.emptyBody"),
        }}
        columns={[
          ...columns.leading,
          {
            title: t("catalogProducts.fields.supplier"),
            dataIndex: "supplierName",
            width: 160,
            ellipsis: true,
            render: (name: string | null) => name ?? "—",
          },
          ...columns.trailing,
          {
            title: t("common.columns.actions"),
            key: "actions",
            width: 160,
            fixed: "right" as const,
            render: (_: unknown, row: ProductRow) => (
              <Space size={4}>
                {columns.openButton(row)}
                <Popconfirm
                  title={t("catalogProducts.cost.deleteConfirm", { code: row.code })}
                  okButtonProps={{ danger: true }}
                  okText={t("common.actions.delete")}
                  onConfirm={async () => {
                    await remove.mutateAsync(row.id);
                    void message.success(t("common.feedback.deleted"));
                  }}
                >
                  <Button
                    type="link"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    disabled={row.status === "online"}
                  >
                    {t("common.actions.delete")}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <CostCreateDrawer open={creating} onClose={() => setCreating(false)} />
    </>
  );
};

type CostCreateForm = {
  code: string;
  nameZh: string;
  nameEn: string;
  nameKo: string;
  description?: string;
  currency: string;
  originCountry: string;
  minDays: number;
  maxDays: number;
  supplierOrgId: number;
  rateModel: ProductRow["rateModel"];
  volumetricDivisor: string;
  bands: WeightBandValue[];
  cargoTypes: CargoType[];
};

/** A new cost record with its basic settings, rate model and weight bands; zones and rates follow in detail. */
const CostCreateDrawer = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<CostCreateForm>();
  const save = useSaveCostProduct();
  const { showError } = useFormSave(form, {
    announceFieldErrors: true,
    failed: t("catalogProducts.saveFailed"),
  });
  const rules = useDecimalRules();

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async (values: CostCreateForm) => {
    try {
      const created = await save.mutateAsync({
        ...values,
        description: values.description ?? "",
        bubble: { way: "none" },
        carry: { kind: "none" },
      });
      void message.success(t("catalogProducts.cost.created"));
      onClose();
      navigate(productDetailPath("cost", created.product.id, "zones"));
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={760}
      destroyOnHidden
      title={t("catalogProducts.cost.add")}
      footer={<FormFooter onCancel={onClose} onSave={() => form.submit()} saving={save.isPending} />}
    >
      <Form<CostCreateForm>
        form={form}
        name="costCreate"
        layout="vertical"
        onFinish={submit}
        initialValues={{
          currency: BASE_CURRENCY,
          minDays: 5,
          maxDays: 10,
          rateModel: "firstAdditional",
          volumetricDivisor: "6000",
          bands: [{ minKg: "0", maxKg: "30" }],
          cargoTypes: ["general"],
        }}
      >
        <ProductBasicFields />
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <SupplierField />
          </Col>
        </Row>
        <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>
          {t("catalogProducts.cost.pricingSection")}
        </Divider>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="rateModel" label={t("catalogProducts.fields.rateModel")}>
              <RateModelSelect />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="volumetricDivisor"
              label={t("catalogProducts.billing.divisor")}
              rules={rules("whole")}
            >
              <Input styles={NUMBER_INPUT} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t("catalogProducts.rates.bands")} required>
          <ProductBandsField />
        </Form.Item>
        <Form.Item
          name="cargoTypes"
          label={t("catalogProducts.fields.cargoTypes")}
          rules={[{ required: true, message: t("catalogProducts.rules.required") }]}
        >
          <CargoTypeCheckboxes />
        </Form.Item>
      </Form>
    </Drawer>
  );
};

export default CostProductsPage;
