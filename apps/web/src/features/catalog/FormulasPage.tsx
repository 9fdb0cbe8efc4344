import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExperimentOutlined,
  MinusCircleOutlined,
  PlusOutlined,
} from "@ant-design/icons";
import type { Formula, FormulaInput, FormulaTestResult } from "@pp/contracts";
import { FORMULA_FUNCTIONS, FORMULA_NUMBER_VARIABLES, FORMULA_TEXT_VARIABLES } from "@pp/domain";
import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  Form,
  Input,
  Modal,
  Row,
  Select,
  Space,
  Tag,
  Tooltip,
  Typography,
} from "antd";
import type { TextAreaRef } from "antd/es/input/TextArea";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { AddButton, ChoiceFilter, KeywordFilter } from "../../shared/components/list-controls";
import { rowActionsColumn } from "../../shared/components/row-actions";
import { LocalizedNameFields } from "../../shared/forms/LocalizedNameFields";
import { useFormSave } from "../../shared/forms/use-form-save";
import { useListState } from "../../shared/hooks/use-list-state";
import { formatDateTime } from "../../shared/lib/format";
import {
  useDeleteFormula,
  useFormulas,
  useFormulaTypes,
  useSaveFormula,
  useTestFormula,
} from "./catalog-library.api";

const FILTER_KEYS = ["keyword", "formulaTypeId"] as const;
type Editing = { formula?: Formula } | null;

const TestStatusTag = ({ status }: { status: Formula["testStatus"] }) => {
  const { t } = useTranslation();
  if (status === "passed")
    return (
      <Tag color="success" icon={<CheckCircleFilled />}>
        {t("catalogLibrary.formulas.testStatuses.passed")}
      </Tag>
    );
  if (status === "failed")
    return (
      <Tag color="error" icon={<CloseCircleFilled />}>
        {t("catalogLibrary.formulas.testStatuses.failed")}
      </Tag>
    );
  return <Tag>{t("catalogLibrary.formulas.testStatuses.untested")}</Tag>;
};

/** Cost formulas: list with their last test result; the editor checks, tests and saves a formula. */
const FormulasPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const list = useListState(FILTER_KEYS);
  const query = useFormulas({ page: list.page, size: list.size, ...list.filters });
  const types = useFormulaTypes();
  const remove = useDeleteFormula();
  const [editing, setEditing] = useState<Editing>(null);
  const nameOf = (row: { nameZh: string; nameEn: string }) => (lang === "zh" ? row.nameZh : row.nameEn);

  return (
    <>
      <ListPage<Formula, typeof list.filters>
        {...listPageProps(list, query)}
        title={t("catalogLibrary.formulas.title")}
        description={t("catalogLibrary.formulas.description")}
        actions={<AddButton onClick={() => setEditing({})}>{t("catalogLibrary.formulas.add")}</AddButton>}
        filters={
          <>
            <KeywordFilter
              placeholder={t("catalogLibrary.formulas.keywordPlaceholder")}
              width={220}
              maxLength={50}
            />
            <ChoiceFilter
              name="formulaTypeId"
              label={t("catalogLibrary.formulas.type")}
              width={200}
              options={(types.data?.rows ?? []).map((type) => ({
                value: String(type.id),
                label: nameOf(type),
              }))}
            />
          </>
        }
        rowKey="id"
        empty={{
          title: t("catalogLibrary.formulas.emptyTitle"),
          description: t("catalogLibrary.formulas.emptyBody"),
        }}
        columns={[
          { title: t("catalogLibrary.formulas.code"), dataIndex: "code", width: 170, ellipsis: true },
          {
            title: t("catalogLibrary.formulas.name"),
            key: "name",
            width: 180,
            ellipsis: true,
            render: (_, row) => nameOf(row),
          },
          {
            title: t("catalogLibrary.formulas.type"),
            dataIndex: "formulaTypeName",
            width: 150,
            render: (name: Formula["formulaTypeName"]) =>
              name ? (lang === "zh" ? name.zh : name.en) : t("catalogLibrary.formulas.noType"),
          },
          {
            title: t("catalogLibrary.formulas.testStatus"),
            dataIndex: "testStatus",
            width: 110,
            render: (status: Formula["testStatus"]) => <TestStatusTag status={status} />,
          },
          {
            title: t("catalogLibrary.formulas.usedBy"),
            dataIndex: "usedByProducts",
            width: 100,
            render: (count: number) => (count ? t("catalogLibrary.formulas.usedByCount", { count }) : "—"),
          },
          {
            title: t("catalogLibrary.formulas.expression"),
            dataIndex: "expression",
            width: 300,
            ellipsis: { showTitle: false },
            render: (value: string) => (
              <Tooltip title={value} placement="topLeft">
                <Typography.Text code style={{ fontSize: 12 }}>
                  {value}
                </Typography.Text>
              </Tooltip>
            ),
          },
          {
            title: t("common.columns.updatedAt"),
            dataIndex: "updatedAt",
            width: 140,
            render: (value: string) => formatDateTime(value),
          },
          rowActionsColumn<Formula>({
            onEdit: (row) => setEditing({ formula: row }),
            onDelete: (row) => remove.mutateAsync(row.id),
            confirm: (row) => t("catalogLibrary.formulas.deleteConfirm", { name: nameOf(row) }),
          }),
        ]}
      />
      <FormulaDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
};

type FormulaForm = Required<Pick<FormulaInput, "code" | "nameZh" | "nameEn" | "expression">> & {
  formulaTypeId?: number | null;
  constants?: NonNullable<FormulaInput["constants"]>;
};

const TEXT_VARIABLES: readonly string[] = FORMULA_TEXT_VARIABLES;
const CONSTANT_ITEM = { marginBottom: 8 };
const TOKEN_STYLE = { cursor: "pointer", marginInlineEnd: 0, fontFamily: "monospace" };

const FormulaDialog = ({ editing, onClose }: { editing: Editing; onClose: () => void }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [form] = Form.useForm<FormulaForm>();
  const { save: saveForm, saving, showError } = useFormSave(form);
  const save = useSaveFormula();
  const test = useTestFormula();
  const types = useFormulaTypes();
  const expressionRef = useRef<TextAreaRef>(null);
  const [sample, setSample] = useState<Record<string, string>>({});
  const [result, setResult] = useState<FormulaTestResult | null>(null);
  const typeId = Form.useWatch("formulaTypeId", form) ?? null;
  const constants = Form.useWatch("constants", form) ?? [];
  const parameters = types.data?.rows.find((type) => type.id === typeId)?.parameters ?? [];
  const extraParameters = parameters.filter(
    (name) => !(FORMULA_NUMBER_VARIABLES as readonly string[]).includes(name),
  );

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    setResult(null);
    setSample({ chargeableWeight: "1", pieces: "1" });
    if (editing.formula) form.setFieldsValue(editing.formula);
  }, [editing, form]);

  /** Inserts a name or a function call at the cursor of the expression. */
  const insert = (text: string, cursorBack = 0) => {
    const area = expressionRef.current?.resizableTextArea?.textArea;
    const current = form.getFieldValue("expression") ?? "";
    const start = area?.selectionStart ?? current.length;
    const end = area?.selectionEnd ?? current.length;
    form.setFieldValue("expression", `${current.slice(0, start)}${text}${current.slice(end)}`);
    setResult(null);
    requestAnimationFrame(() => {
      const position = start + text.length - cursorBack;
      area?.focus();
      area?.setSelectionRange(position, position);
    });
  };

  const testInput = (formulaId?: number) => {
    const values = form.getFieldsValue();
    return {
      expression: values.expression ?? "",
      constants: (values.constants ?? []).filter(Boolean),
      formulaTypeId: values.formulaTypeId ?? null,
      sample: Object.fromEntries(Object.entries(sample).filter(([, value]) => value.trim() !== "")),
      ...(formulaId ? { formulaId } : {}),
    };
  };

  const runTest = async () => {
    try {
      setResult(await test.mutateAsync(testInput(editing?.formula?.id)));
    } catch (error) {
      showError(error);
    }
  };

  const submit = (values: FormulaForm) =>
    saveForm(
      async () => {
        const saved = await save.mutateAsync({
          ...(editing?.formula ? { id: editing.formula.id } : {}),
          input: {
            ...values,
            formulaTypeId: values.formulaTypeId ?? null,
            constants: values.constants ?? [],
          },
        });
        // A test that passed on this very text is recorded on the saved formula.
        if (result?.passed) await test.mutateAsync(testInput(saved.id));
      },
      { onSaved: onClose },
    );

  const labelled: readonly string[] = [...FORMULA_NUMBER_VARIABLES, ...FORMULA_TEXT_VARIABLES];
  const sampleNames = [...FORMULA_NUMBER_VARIABLES, ...extraParameters, ...FORMULA_TEXT_VARIABLES];

  return (
    <Modal
      open={editing !== null}
      title={editing?.formula ? t("catalogLibrary.formulas.edit") : t("catalogLibrary.formulas.add")}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t("common.actions.save")}
      confirmLoading={saving}
      width={980}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ formulaTypeId: null, constants: [] }}
        onFinish={(values) => void submit(values)}
        onValuesChange={(changed) => {
          if ("expression" in changed || "constants" in changed || "formulaTypeId" in changed)
            setResult(null);
        }}
      >
        <Row gutter={16}>
          <Col span={6}>
            <Form.Item
              name="code"
              label={t("catalogLibrary.formulas.code")}
              rules={[{ required: true, whitespace: true }]}
            >
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <LocalizedNameFields languages={["zh", "en"]} col={{ span: 6 }} />
          <Col span={6}>
            <Form.Item name="formulaTypeId" label={t("catalogLibrary.formulas.type")}>
              <Select
                allowClear
                placeholder={t("catalogLibrary.formulas.noType")}
                options={(types.data?.rows ?? []).map((type) => ({
                  value: type.id,
                  label: lang === "zh" ? type.nameZh : type.nameEn,
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="expression"
              label={t("catalogLibrary.formulas.expression")}
              rules={[{ required: true, whitespace: true }]}
              style={{ marginBottom: 8 }}
            >
              <Input.TextArea
                ref={expressionRef}
                rows={3}
                maxLength={2000}
                spellCheck={false}
                placeholder={t("catalogLibrary.formulas.expressionPlaceholder")}
                style={{ fontFamily: "monospace" }}
              />
            </Form.Item>
            <Flex vertical gap={6} style={{ marginBottom: 16 }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t("catalogLibrary.formulas.insertHint")}
              </Typography.Text>
              <TagRow label={t("catalogLibrary.formulas.variables")}>
                {[...FORMULA_NUMBER_VARIABLES, ...FORMULA_TEXT_VARIABLES].map((name) => (
                  <Tooltip key={name} title={t(`catalogLibrary.formulas.variableLabels.${name}`)}>
                    <Tag color="blue" style={TOKEN_STYLE} onClick={() => insert(name)}>
                      {name}
                    </Tag>
                  </Tooltip>
                ))}
              </TagRow>
              {extraParameters.length > 0 && (
                <TagRow label={t("catalogLibrary.formulas.parameters")}>
                  {extraParameters.map((name) => (
                    <Tag key={name} color="purple" style={TOKEN_STYLE} onClick={() => insert(name)}>
                      {name}
                    </Tag>
                  ))}
                </TagRow>
              )}
              {constants.some((c) => c?.id) && (
                <TagRow label={t("catalogLibrary.formulas.constants")}>
                  {constants
                    .filter((c) => c?.id)
                    .map((c) => (
                      <Tooltip key={c.id} title={`${lang === "zh" ? c.nameZh : c.nameEn} = ${c.value}`}>
                        <Tag color="gold" style={TOKEN_STYLE} onClick={() => insert(c.id)}>
                          {c.id}
                        </Tag>
                      </Tooltip>
                    ))}
                </TagRow>
              )}
              <TagRow label={t("catalogLibrary.formulas.functions")}>
                {FORMULA_FUNCTIONS.map((name) => (
                  <Tag key={name} color="cyan" style={TOKEN_STYLE} onClick={() => insert(`${name}()`, 1)}>
                    {name}()
                  </Tag>
                ))}
              </TagRow>
            </Flex>
          </Col>
          <Col span={24}>
            <Typography.Text strong>{t("catalogLibrary.formulas.constants")}</Typography.Text>
            <Form.List name="constants">
              {(fields, { add, remove }) => (
                <Flex vertical gap={0} style={{ marginTop: 8 }}>
                  {fields.map((field) => (
                    <Row key={field.key} gutter={8} align="top">
                      <Col span={5}>
                        <Form.Item
                          name={[field.name, "id"]}
                          rules={[{ required: true, whitespace: true }]}
                          style={CONSTANT_ITEM}
                        >
                          <Input placeholder={t("catalogLibrary.formulas.constantId")} maxLength={40} />
                        </Form.Item>
                      </Col>
                      <Col span={4}>
                        <Form.Item
                          name={[field.name, "value"]}
                          rules={[{ required: true, whitespace: true }]}
                          style={CONSTANT_ITEM}
                        >
                          <Input
                            placeholder={t("catalogLibrary.formulas.constantValue")}
                            inputMode="decimal"
                          />
                        </Form.Item>
                      </Col>
                      <Col span={7}>
                        <Form.Item name={[field.name, "nameZh"]} style={CONSTANT_ITEM}>
                          <Input placeholder={t("catalogLibrary.formulas.constantNameZh")} maxLength={100} />
                        </Form.Item>
                      </Col>
                      <Col span={7}>
                        <Form.Item name={[field.name, "nameEn"]} style={CONSTANT_ITEM}>
                          <Input placeholder={t("catalogLibrary.formulas.constantNameEn")} maxLength={100} />
                        </Form.Item>
                      </Col>
                      <Col span={1}>
                        <Button
                          type="text"
                          aria-label={t("common.actions.delete")}
                          icon={<MinusCircleOutlined />}
                          onClick={() => remove(field.name)}
                        />
                      </Col>
                    </Row>
                  ))}
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    onClick={() => add({ id: "", value: "", nameZh: "", nameEn: "" })}
                    style={{ alignSelf: "flex-start" }}
                  >
                    {t("catalogLibrary.formulas.addConstant")}
                  </Button>
                </Flex>
              )}
            </Form.List>
          </Col>
        </Row>
      </Form>
      <Card
        size="small"
        style={{ marginTop: 16 }}
        title={
          <Space>
            <ExperimentOutlined />
            {t("catalogLibrary.formulas.test")}
          </Space>
        }
        extra={
          <Button type="primary" ghost loading={test.isPending} onClick={() => void runTest()}>
            {t("catalogLibrary.formulas.runTest")}
          </Button>
        }
      >
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t("catalogLibrary.formulas.sample")} · {t("catalogLibrary.formulas.sampleHint")}
        </Typography.Text>
        <Row gutter={[8, 8]} style={{ marginTop: 8 }}>
          {sampleNames.map((name) => (
            <Col span={6} key={name}>
              <Flex vertical gap={2}>
                <Typography.Text type="secondary" ellipsis={{ tooltip: true }} style={{ fontSize: 12 }}>
                  <span style={{ fontFamily: "monospace" }}>{name}</span>
                  {labelled.includes(name) ? ` · ${t(`catalogLibrary.formulas.variableLabels.${name}`)}` : ""}
                </Typography.Text>
                <Input
                  size="small"
                  aria-label={name}
                  value={sample[name] ?? ""}
                  inputMode={TEXT_VARIABLES.includes(name) ? "text" : "decimal"}
                  maxLength={40}
                  onChange={(event) => {
                    setSample((current) => ({ ...current, [name]: event.target.value }));
                    setResult(null);
                  }}
                />
              </Flex>
            </Col>
          ))}
        </Row>
        {result && (
          <Alert
            style={{ marginTop: 12 }}
            showIcon
            type={result.passed ? "success" : "error"}
            title={
              result.passed
                ? `${t("catalogLibrary.formulas.passed")} · ${t("catalogLibrary.formulas.value", { value: result.value })}`
                : `${t("catalogLibrary.formulas.failed")} · ${result.message ?? ""}`
            }
            description={
              editing?.formula
                ? result.recorded
                  ? t("catalogLibrary.formulas.recorded")
                  : t("catalogLibrary.formulas.notRecorded")
                : undefined
            }
          />
        )}
      </Card>
    </Modal>
  );
};

const TagRow = ({ label, children }: { label: string; children: ReactNode }) => (
  <Flex gap={8} align="baseline">
    <Typography.Text type="secondary" style={{ fontSize: 12, minWidth: 64, flexShrink: 0 }}>
      {label}
    </Typography.Text>
    <Flex wrap gap={4}>
      {children}
    </Flex>
  </Flex>
);

export default FormulasPage;
