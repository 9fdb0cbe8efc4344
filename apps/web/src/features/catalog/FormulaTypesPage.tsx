import { ReloadOutlined } from "@ant-design/icons";
import { FORMULA_CALC_TYPES, type FormulaType, type FormulaTypeInput } from "@pp/contracts";
import {
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Form,
  InputNumber,
  Row,
  Select,
  Switch,
  Table,
  Tag,
  Typography,
} from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { ListLoadFailed, ListPageHeader } from "../../shared/components/ListPage";
import { AddButton } from "../../shared/components/list-controls";
import { rowActionsColumn } from "../../shared/components/row-actions";
import { FormModal } from "../../shared/forms/FormModal";
import { LocalizedNameFields } from "../../shared/forms/LocalizedNameFields";
import { useFormSave } from "../../shared/forms/use-form-save";
import {
  useCustomerOrgOptions,
  useDeleteFormulaType,
  useFormulaTypes,
  useSaveFormulaType,
} from "./catalog-library.api";

type Editing = { type?: FormulaType } | null;

const yesNo = (value: boolean, yes: string, no: string) =>
  value ? <Tag color="blue">{yes}</Tag> : <span>{no}</span>;

/** Formula types: one short ordered list, so it is shown whole without paging or filters. */
const FormulaTypesPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const query = useFormulaTypes();
  const remove = useDeleteFormulaType();
  const [editing, setEditing] = useState<Editing>(null);
  const yes = t("common.yes");
  const no = t("common.no");

  return (
    <Flex vertical gap={12}>
      <ListPageHeader
        title={t("catalogLibrary.formulaTypes.title")}
        description={t("catalogLibrary.formulaTypes.description")}
        loading={query.isPending}
        fetching={query.isFetching}
        onRefresh={() => void query.refetch()}
        actions={<AddButton onClick={() => setEditing({})}>{t("catalogLibrary.formulaTypes.add")}</AddButton>}
      />
      <Card variant="borderless" className="pp-page-card" styles={{ body: { padding: 12 } }}>
        {query.error && !query.data ? (
          <ListLoadFailed error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Table<FormulaType>
            size="small"
            rowKey="id"
            loading={query.isPending}
            dataSource={query.data?.rows}
            pagination={false}
            scroll={{ x: 1040 }}
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={
                    <Flex vertical gap={4}>
                      <Typography.Text strong>{t("catalogLibrary.formulaTypes.emptyTitle")}</Typography.Text>
                      <Typography.Text type="secondary">
                        {t("catalogLibrary.formulaTypes.emptyBody")}
                      </Typography.Text>
                    </Flex>
                  }
                >
                  <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
                    {t("common.actions.refresh")}
                  </Button>
                </Empty>
              ),
            }}
            columns={[
              { title: t("catalogLibrary.formulaTypes.sort"), dataIndex: "sort", width: 60 },
              {
                title: t("catalogLibrary.formulaTypes.name"),
                key: "name",
                width: 180,
                render: (_: unknown, row) => (
                  <Flex vertical>
                    <span>{lang === "zh" ? row.nameZh : row.nameEn}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {lang === "zh" ? row.nameEn : row.nameZh}
                    </Typography.Text>
                  </Flex>
                ),
              },
              {
                title: t("catalogLibrary.formulaTypes.calcType"),
                dataIndex: "calcType",
                width: 110,
                render: (value: string) => <Tag>{t(`catalogLibrary.formulaTypes.calcTypes.${value}`)}</Tag>,
              },
              {
                title: t("catalogLibrary.formulaTypes.parameters"),
                dataIndex: "parameters",
                width: 200,
                render: (parameters: string[]) =>
                  parameters.length ? (
                    <Flex wrap gap={4}>
                      {parameters.map((name) => (
                        <Tag key={name} style={{ fontFamily: "monospace", marginInlineEnd: 0 }}>
                          {name}
                        </Tag>
                      ))}
                    </Flex>
                  ) : (
                    "—"
                  ),
              },
              {
                title: t("catalogLibrary.formulaTypes.referencesSurcharges"),
                dataIndex: "referencesSurcharges",
                width: 90,
                render: (value: boolean) => yesNo(value, yes, no),
              },
              {
                title: t("catalogLibrary.formulaTypes.showOnInvoice"),
                dataIndex: "showOnInvoice",
                width: 90,
                render: (value: boolean) => yesNo(value, yes, no),
              },
              {
                title: t("catalogLibrary.formulaTypes.orgs"),
                key: "orgs",
                width: 160,
                render: (_: unknown, row) =>
                  row.isPublic ? (
                    <Tag color="green">{t("catalogLibrary.formulaTypes.publicAll")}</Tag>
                  ) : (
                    <Typography.Text ellipsis={{ tooltip: true }} style={{ maxWidth: 140 }}>
                      {row.orgs.map((org) => org.name).join(", ") || "—"}
                    </Typography.Text>
                  ),
              },
              rowActionsColumn<FormulaType>({
                onEdit: (row) => setEditing({ type: row }),
                onDelete: (row) => remove.mutateAsync(row.id),
                confirm: (row) =>
                  t("catalogLibrary.formulaTypes.deleteConfirm", {
                    name: lang === "zh" ? row.nameZh : row.nameEn,
                  }),
              }),
            ]}
          />
        )}
      </Card>
      <TypeDialog editing={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
};

const TypeDialog = ({ editing, onClose }: { editing: Editing; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormulaTypeInput>();
  const { save: saveForm, saving } = useFormSave(form);
  const save = useSaveFormulaType();
  const customers = useCustomerOrgOptions();
  const isPublic = Form.useWatch("isPublic", form) ?? true;

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    const type = editing.type;
    if (type) form.setFieldsValue({ ...type, orgIds: type.orgs.map((org) => org.id) });
  }, [editing, form]);

  const submit = (values: FormulaTypeInput) =>
    saveForm(() => save.mutateAsync({ ...(editing?.type ? { id: editing.type.id } : {}), input: values }), {
      onSaved: onClose,
    });

  return (
    <FormModal
      open={editing !== null}
      title={editing?.type ? t("catalogLibrary.formulaTypes.edit") : t("catalogLibrary.formulaTypes.add")}
      saving={saving}
      width={640}
      onClose={onClose}
      form={form}
      initialValues={{
        calcType: "formula",
        sort: 0,
        parameters: [],
        referencesSurcharges: false,
        showOnInvoice: false,
        isPublic: true,
        orgIds: [],
      }}
      onFinish={(values) => void submit(values)}
    >
      <Row gutter={16}>
        <LocalizedNameFields languages={["zh", "en"]} col={{ span: 12 }} />
        <Col span={12}>
          <Form.Item
            name="calcType"
            label={t("catalogLibrary.formulaTypes.calcType")}
            rules={[{ required: true }]}
          >
            <Select
              options={FORMULA_CALC_TYPES.map((value) => ({
                value,
                label: t(`catalogLibrary.formulaTypes.calcTypes.${value}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="sort" label={t("catalogLibrary.formulaTypes.sort")}>
            <InputNumber min={0} max={9999} precision={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="parameters"
            label={t("catalogLibrary.formulaTypes.parameters")}
            extra={t("catalogLibrary.formulaTypes.parametersHint")}
          >
            <Select mode="tags" tokenSeparators={[",", " "]} open={false} suffixIcon={null} />
          </Form.Item>
        </Col>
        {(["referencesSurcharges", "showOnInvoice", "isPublic"] as const).map((name) => (
          <Col key={name} span={8}>
            <Form.Item name={name} label={t(`catalogLibrary.formulaTypes.${name}`)} valuePropName="checked">
              <Switch size="small" />
            </Form.Item>
          </Col>
        ))}
        {!isPublic && (
          <Col span={24}>
            <Form.Item
              name="orgIds"
              label={t("catalogLibrary.formulaTypes.orgs")}
              rules={[{ required: true, type: "array", min: 1 }]}
            >
              <Select
                mode="multiple"
                optionFilterProp="label"
                loading={customers.isPending}
                placeholder={t("catalogLibrary.formulaTypes.orgsPlaceholder")}
                options={(customers.data ?? []).map((org) => ({ value: org.id, label: org.name }))}
              />
            </Form.Item>
          </Col>
        )}
      </Row>
    </FormModal>
  );
};

export default FormulaTypesPage;
