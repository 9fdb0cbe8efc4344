import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import {
  formatPostcodeMatcher,
  POSTCODE_GROUP_KINDS,
  type PostcodeGroup,
  type PostcodeGroupKind,
  parsePostcodeMatcher,
} from "@pp/contracts";
import { translateValidation } from "@pp/domain";
import { App, Button, Col, Flex, Form, Input, Row, Select, Space, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { isApiRequestError } from "../../shared/api/api-error";
import { CountrySelect } from "../../shared/components/CountrySelect";
import { ExcelImportDialog } from "../../shared/components/ExcelImportDialog";
import { ExportButton } from "../../shared/components/ExportButton";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { AddButton, ChoiceFilter, KeywordFilter } from "../../shared/components/list-controls";
import { rowActionsColumn } from "../../shared/components/row-actions";
import { FormModal } from "../../shared/forms/FormModal";
import { useListState } from "../../shared/hooks/use-list-state";
import { formatDateTime } from "../../shared/lib/format";
import {
  downloadPostcodeTemplate,
  exportPostcodeGroups,
  useDeletePostcodeGroup,
  useImportPostcodeGroups,
  usePostcodeGroups,
  useSavePostcodeGroup,
} from "./catalog-library.api";

const FILTER_KEYS = ["kind", "country", "keyword"] as const;
const KIND_COLORS: Record<PostcodeGroupKind, string> = {
  zone: "blue",
  remote: "orange",
  nonRemote: "green",
  blocked: "red",
};
const PREVIEW = 4;

type Editing = { group?: PostcodeGroup } | null;

/** Postcode groups: filter by kind, country and keyword; add, edit, delete; xlsx template, import, export. */
const PostcodesPage = () => {
  const { t } = useTranslation();
  const list = useListState(FILTER_KEYS);
  const filter = { kind: list.filters.kind, country: list.filters.country, keyword: list.filters.keyword };
  const query = usePostcodeGroups({ page: list.page, size: list.size, ...filter });
  const remove = useDeletePostcodeGroup();
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState(false);

  return (
    <>
      <ListPage<PostcodeGroup, typeof list.filters>
        {...listPageProps(list, query)}
        title={t("catalogLibrary.postcodes.title")}
        description={t("catalogLibrary.postcodes.description")}
        actions={
          <Space wrap>
            <Button icon={<DownloadOutlined />} onClick={() => void downloadPostcodeTemplate()}>
              {t("catalogLibrary.postcodes.template")}
            </Button>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t("catalogLibrary.postcodes.import")}
            </Button>
            <ExportButton onExport={() => exportPostcodeGroups(filter)}>
              {t("catalogLibrary.postcodes.export")}
            </ExportButton>
            <AddButton onClick={() => setEditing({})}>{t("catalogLibrary.postcodes.add")}</AddButton>
          </Space>
        }
        filters={
          <>
            <ChoiceFilter
              name="kind"
              label={t("catalogLibrary.postcodes.kind")}
              width={140}
              options={POSTCODE_GROUP_KINDS.map((kind) => ({
                value: kind,
                label: t(`catalogLibrary.postcodes.kinds.${kind}`),
              }))}
            />
            <Form.Item name="country" label={t("catalogLibrary.postcodes.country")}>
              <CountrySelect withoutEuGroup style={{ width: 200 }} placeholder={t("common.list.all")} />
            </Form.Item>
            <KeywordFilter
              placeholder={t("catalogLibrary.postcodes.keywordPlaceholder")}
              width={220}
              maxLength={50}
            />
          </>
        }
        rowKey="id"
        empty={{
          title: t("catalogLibrary.postcodes.emptyTitle"),
          description: t("catalogLibrary.postcodes.emptyBody"),
        }}
        columns={[
          { title: t("catalogLibrary.postcodes.name"), dataIndex: "name", width: 200, ellipsis: true },
          {
            title: t("catalogLibrary.postcodes.kind"),
            dataIndex: "kind",
            width: 100,
            render: (kind: PostcodeGroupKind) => (
              <Tag color={KIND_COLORS[kind]}>{t(`catalogLibrary.postcodes.kinds.${kind}`)}</Tag>
            ),
          },
          { title: t("catalogLibrary.postcodes.country"), dataIndex: "country", width: 80 },
          {
            title: t("catalogLibrary.postcodes.matchers"),
            dataIndex: "matchers",
            render: (matchers: PostcodeGroup["matchers"]) => (
              <Flex wrap gap={4} align="center">
                {matchers.slice(0, PREVIEW).map((matcher) => (
                  <Tag
                    key={formatPostcodeMatcher(matcher)}
                    style={{ fontFamily: "monospace", marginInlineEnd: 0 }}
                  >
                    {formatPostcodeMatcher(matcher)}
                  </Tag>
                ))}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t("catalogLibrary.postcodes.matcherCount", { count: matchers.length })}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            title: t("catalogLibrary.postcodes.descriptionField"),
            dataIndex: "description",
            width: 150,
            ellipsis: true,
            render: (value: string) => value || "—",
          },
          {
            title: t("common.columns.updatedAt"),
            dataIndex: "updatedAt",
            width: 140,
            render: (value: string) => formatDateTime(value),
          },
          rowActionsColumn<PostcodeGroup>({
            onEdit: (group) => setEditing({ group }),
            onDelete: (group) => remove.mutateAsync(group.id),
            confirm: (group) => t("catalogLibrary.postcodes.deleteConfirm", { name: group.name }),
          }),
        ]}
      />
      <GroupDialog editing={editing} onClose={() => setEditing(null)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
};

type GroupForm = {
  name: string;
  kind: PostcodeGroupKind;
  country: string;
  lines: string;
  description: string;
};

/** Non-empty lines with their 1-based line numbers in the text area. */
const linesOf = (text: string | undefined) =>
  (text ?? "")
    .split("\n")
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter((entry) => entry.line !== "");

const GroupDialog = ({ editing, onClose }: { editing: Editing; onClose: () => void }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<GroupForm>();
  const save = useSavePostcodeGroup();

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    const group = editing.group;
    if (group)
      form.setFieldsValue({
        name: group.name,
        kind: group.kind,
        country: group.country,
        lines: group.matchers.map(formatPostcodeMatcher).join("\n"),
        description: group.description,
      });
  }, [editing, form]);

  // The same reading as the server's (parsePostcodeMatcher), so the first bad line is named before saving.
  const validateLines = async (_: unknown, text: string | undefined) => {
    for (const { line, number } of linesOf(text)) {
      const parsed = parsePostcodeMatcher(line);
      if (!parsed.ok)
        throw new Error(
          t("catalogLibrary.postcodes.lineError", {
            line: number,
            message: translateValidation(lang, parsed.key),
          }),
        );
    }
  };

  const submit = async (values: GroupForm) => {
    const lines = linesOf(values.lines);
    try {
      await save.mutateAsync({
        ...(editing?.group ? { id: editing.group.id } : {}),
        input: {
          name: values.name,
          kind: values.kind,
          country: values.country,
          matchers: lines.map((entry) => entry.line),
          description: values.description ?? "",
        },
      });
      void message.success(t("common.feedback.saved"));
      onClose();
    } catch (error) {
      if (!isApiRequestError(error) || !error.fieldErrors.length) {
        if (error instanceof Error) void message.error(error.message);
        return;
      }
      form.setFields(
        error.fieldErrors.map((item) => {
          const [field, index] = item.field.split(".");
          if (field !== "matchers") return { name: field as keyof GroupForm, errors: [item.message] };
          const number = lines[Number(index)]?.number;
          return {
            name: "lines" as const,
            errors: [
              number
                ? t("catalogLibrary.postcodes.lineError", { line: number, message: item.message })
                : item.message,
            ],
          };
        }),
      );
    }
  };

  return (
    <FormModal
      open={editing !== null}
      title={editing?.group ? t("catalogLibrary.postcodes.edit") : t("catalogLibrary.postcodes.add")}
      saving={save.isPending}
      width={640}
      onClose={onClose}
      form={form}
      initialValues={{ kind: "zone" }}
      onFinish={(values) => void submit(values)}
    >
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item
            name="name"
            label={t("catalogLibrary.postcodes.name")}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="kind" label={t("catalogLibrary.postcodes.kind")} rules={[{ required: true }]}>
            <Select
              options={POSTCODE_GROUP_KINDS.map((kind) => ({
                value: kind,
                label: t(`catalogLibrary.postcodes.kinds.${kind}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="country"
            label={t("catalogLibrary.postcodes.country")}
            rules={[{ required: true }]}
          >
            <CountrySelect withoutEuGroup />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="lines"
            label={t("catalogLibrary.postcodes.matchers")}
            extra={t("catalogLibrary.postcodes.matchersHint")}
            rules={[{ required: true, whitespace: true }, { validator: validateLines }]}
          >
            <Input.TextArea
              rows={8}
              placeholder={t("catalogLibrary.postcodes.matchersPlaceholder")}
              style={{ fontFamily: "monospace" }}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="description" label={t("catalogLibrary.postcodes.descriptionField")}>
            <Input.TextArea maxLength={500} rows={2} showCount />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
};

const FIELD_LABELS: Record<string, string> = {
  name: "catalogLibrary.postcodes.columns.name",
  kind: "catalogLibrary.postcodes.columns.kind",
  country: "catalogLibrary.postcodes.columns.country",
  matcher: "catalogLibrary.postcodes.columns.matcher",
};

const ImportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const run = useImportPostcodeGroups();
  return (
    <ExcelImportDialog
      open={open}
      title={t("catalogLibrary.postcodes.importTitle")}
      hint={t("catalogLibrary.postcodes.importHint")}
      modes={{
        partial: t("catalogLibrary.postcodes.modePartial"),
        all: t("catalogLibrary.postcodes.modeAll"),
      }}
      importedText={(count) => t("catalogLibrary.postcodes.resultImported", { count })}
      fieldLabel={(field) => (FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field)}
      run={(file, mode) => run.mutateAsync({ file, mode })}
      pending={run.isPending}
      onClose={onClose}
    />
  );
};

export default PostcodesPage;
