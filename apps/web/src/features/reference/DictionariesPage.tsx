import { DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import type { DictItem, DictItemInput, DictType, DictTypeInput } from "@pp/contracts";
import {
  App,
  Badge,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  List,
  Popconfirm,
  Row,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { rowActionsColumn } from "../../shared/components/row-actions";
import { FormModal } from "../../shared/forms/FormModal";
import { useFormSave } from "../../shared/forms/use-form-save";
import {
  useCanEditReference,
  useDeleteDictItem,
  useDeleteDictType,
  useDictItems,
  useDictTypes,
  useSaveDictItem,
  useSaveDictType,
} from "./reference.api";

type TypeEditing = { type?: DictType } | null;
type ItemEditing = { item?: DictItem } | null;

/** Dictionaries behind the dropdowns: types on the left, their items with labels in 3 languages on the right. */
const DictionariesPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const lang = useLanguage();
  const canEdit = useCanEditReference();
  const types = useDictTypes();
  const [selectedId, setSelectedId] = useState<number | undefined>();
  const selected = types.data?.rows.find((type) => type.id === selectedId) ?? types.data?.rows[0];
  const items = useDictItems(selected?.id);
  const removeType = useDeleteDictType();
  const removeItem = useDeleteDictItem(selected?.id ?? 0);
  const [typeEditing, setTypeEditing] = useState<TypeEditing>(null);
  const [itemEditing, setItemEditing] = useState<ItemEditing>(null);

  return (
    <Flex vertical gap={12} className="pp-list-page">
      <Card variant="borderless" className="pp-page-card" styles={{ body: { padding: "14px 20px" } }}>
        <Flex vertical gap={2}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t("reference.dictionaries.title")}
          </Typography.Title>
          <Typography.Text type="secondary">{t("reference.dictionaries.description")}</Typography.Text>
        </Flex>
      </Card>
      <Row gutter={12}>
        <Col xs={24} lg={8} xl={7}>
          <Card
            variant="borderless"
            className="pp-page-card"
            title={t("reference.dictionaries.types")}
            extra={
              canEdit && (
                <Button
                  size="small"
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => setTypeEditing({})}
                >
                  {t("common.actions.add")}
                </Button>
              )
            }
            styles={{ body: { padding: 8 } }}
          >
            <List<DictType>
              loading={types.isPending}
              dataSource={types.data?.rows}
              locale={{
                emptyText: (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={t("reference.dictionaries.noTypes")}
                  />
                ),
              }}
              renderItem={(type) => {
                const active = type.id === selected?.id;
                return (
                  <List.Item
                    onClick={() => setSelectedId(type.id)}
                    style={{
                      cursor: "pointer",
                      padding: "8px 12px",
                      borderRadius: 6,
                      background: active ? "var(--ant-color-primary-bg, #e6f4ff)" : undefined,
                    }}
                    actions={
                      canEdit
                        ? [
                            <Button
                              key="edit"
                              type="text"
                              size="small"
                              icon={<EditOutlined />}
                              aria-label={t("common.actions.edit")}
                              onClick={(event) => {
                                event.stopPropagation();
                                setTypeEditing({ type });
                              }}
                            />,
                            <Popconfirm
                              key="delete"
                              title={t("reference.dictionaries.deleteTypeConfirm", { name: type.name })}
                              okButtonProps={{ danger: true }}
                              okText={t("common.actions.delete")}
                              onConfirm={async () => {
                                await removeType.mutateAsync(type.id);
                                void message.success(t("common.feedback.deleted"));
                              }}
                            >
                              <Button
                                type="text"
                                size="small"
                                danger
                                icon={<DeleteOutlined />}
                                aria-label={t("common.actions.delete")}
                                onClick={(event) => event.stopPropagation()}
                              />
                            </Popconfirm>,
                          ]
                        : []
                    }
                  >
                    <List.Item.Meta
                      title={
                        <Space>
                          <Typography.Text strong={active}>{type.name}</Typography.Text>
                          <Badge count={type.itemCount} showZero color={active ? "blue" : "#bfbfbf"} />
                        </Space>
                      }
                      description={type.description || undefined}
                    />
                  </List.Item>
                );
              }}
            />
          </Card>
        </Col>
        <Col xs={24} lg={16} xl={17}>
          <Card
            variant="borderless"
            className="pp-page-card"
            title={
              selected
                ? `${t("reference.dictionaries.items")} · ${selected.name}`
                : t("reference.dictionaries.items")
            }
            extra={
              canEdit &&
              selected && (
                <Button
                  size="small"
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => setItemEditing({})}
                >
                  {t("reference.dictionaries.addItem")}
                </Button>
              )
            }
          >
            {selected ? (
              <Table<DictItem>
                size="middle"
                rowKey="id"
                loading={items.isPending}
                dataSource={items.data?.rows}
                pagination={false}
                locale={{
                  emptyText: (
                    <Empty
                      image={Empty.PRESENTED_IMAGE_SIMPLE}
                      description={t("reference.dictionaries.noItems")}
                    />
                  ),
                }}
                columns={[
                  {
                    title: t("reference.dictionaries.value"),
                    dataIndex: "value",
                    width: 150,
                    render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
                  },
                  { title: t("reference.dictionaries.labelZh"), key: "zh", render: (_, row) => row.label.zh },
                  { title: t("reference.dictionaries.labelEn"), key: "en", render: (_, row) => row.label.en },
                  { title: t("reference.dictionaries.labelKo"), key: "ko", render: (_, row) => row.label.ko },
                  { title: t("reference.dictionaries.sort"), dataIndex: "sort", width: 80 },
                  {
                    title: t("reference.dictionaries.status"),
                    dataIndex: "enabled",
                    width: 100,
                    render: (enabled: boolean) =>
                      enabled ? (
                        <Tag color="green">{t("common.status.enabled")}</Tag>
                      ) : (
                        <Tag>{t("common.status.disabled")}</Tag>
                      ),
                  },
                  rowActionsColumn<DictItem>({
                    onEdit: (row) => setItemEditing({ item: row }),
                    onDelete: (row) => removeItem.mutateAsync(row.id),
                    confirm: (row) =>
                      t("reference.dictionaries.deleteItemConfirm", {
                        name: row.label[lang],
                      }),
                    hidden: !canEdit,
                  }),
                ]}
              />
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t("reference.dictionaries.selectType")}
              />
            )}
          </Card>
        </Col>
      </Row>
      <TypeDialog editing={typeEditing} onClose={() => setTypeEditing(null)} onSaved={setSelectedId} />
      {selected && (
        <ItemDialog dictId={selected.id} editing={itemEditing} onClose={() => setItemEditing(null)} />
      )}
    </Flex>
  );
};

const TypeDialog = ({
  editing,
  onClose,
  onSaved,
}: {
  editing: TypeEditing;
  onClose: () => void;
  onSaved: (id: number) => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<DictTypeInput>();
  const { save: saveForm, saving } = useFormSave(form);
  const save = useSaveDictType();

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (editing.type) form.setFieldsValue(editing.type);
  }, [editing, form]);

  const submit = (values: DictTypeInput) =>
    saveForm(() => save.mutateAsync({ ...(editing?.type ? { id: editing.type.id } : {}), input: values }), {
      onSaved: (type) => {
        onSaved(type.id);
        onClose();
      },
    });

  return (
    <FormModal
      open={editing !== null}
      title={editing?.type ? t("reference.dictionaries.editType") : t("reference.dictionaries.addType")}
      saving={saving}
      onClose={onClose}
      form={form}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="name"
        label={t("reference.dictionaries.name")}
        extra={t("reference.dictionaries.nameHint")}
        rules={[{ required: true, whitespace: true }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="description" label={t("reference.dictionaries.descriptionField")}>
        <Input maxLength={200} />
      </Form.Item>
    </FormModal>
  );
};

const ItemDialog = ({
  dictId,
  editing,
  onClose,
}: {
  dictId: number;
  editing: ItemEditing;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<DictItemInput>();
  const { save: saveForm, saving } = useFormSave(form);
  const save = useSaveDictItem(dictId);

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue(editing.item ?? { sort: 0, enabled: true });
  }, [editing, form]);

  const submit = (values: DictItemInput) =>
    saveForm(() => save.mutateAsync({ ...(editing?.item ? { id: editing.item.id } : {}), input: values }), {
      onSaved: onClose,
    });

  const required = [{ required: true, whitespace: true }];
  return (
    <FormModal
      open={editing !== null}
      title={editing?.item ? t("reference.dictionaries.editItem") : t("reference.dictionaries.addItem")}
      saving={saving}
      width={560}
      onClose={onClose}
      form={form}
      onFinish={(values) => void submit(values)}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="value" label={t("reference.dictionaries.value")} rules={required}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="sort" label={t("reference.dictionaries.sort")}>
            <InputNumber min={0} max={99999} precision={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="enabled" label={t("reference.dictionaries.status")} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name={["label", "zh"]} label={t("reference.dictionaries.labelZh")} rules={required}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name={["label", "en"]} label={t("reference.dictionaries.labelEn")} rules={required}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name={["label", "ko"]} label={t("reference.dictionaries.labelKo")} rules={required}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
};

export default DictionariesPage;
