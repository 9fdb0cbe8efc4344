import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import type { City, CityInput } from "@pp/contracts";
import { Button, Col, Form, Input, Row, Space, Tag } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CountrySelect } from "../../shared/components/CountrySelect";
import { ExcelImportDialog } from "../../shared/components/ExcelImportDialog";
import { ExportButton } from "../../shared/components/ExportButton";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { AddButton, KeywordFilter } from "../../shared/components/list-controls";
import { rowActionsColumn } from "../../shared/components/row-actions";
import { FormModal } from "../../shared/forms/FormModal";
import { useFormSave } from "../../shared/forms/use-form-save";
import { useListState } from "../../shared/hooks/use-list-state";
import {
  downloadCityTemplate,
  exportCities,
  useCanEditReference,
  useCities,
  useDeleteCity,
  useImportCities,
  useSaveCity,
} from "./reference.api";

const FILTER_KEYS = ["keyword", "countryCode"] as const;

type Editing = { city?: City } | null;

/** Cities: search, add, edit, delete; Excel template, import with a per-row report, export. */
const CitiesPage = () => {
  const { t } = useTranslation();
  const list = useListState(FILTER_KEYS);
  const canEdit = useCanEditReference();
  const filter = { keyword: list.filters.keyword, countryCode: list.filters.countryCode };
  const query = useCities({ page: list.page, size: list.size, ...filter });
  const remove = useDeleteCity();
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState(false);

  return (
    <>
      <ListPage<City, typeof list.filters>
        {...listPageProps(list, query)}
        title={t("reference.cities.title")}
        description={t("reference.cities.description")}
        actions={
          <Space wrap>
            {canEdit && (
              <>
                <Button icon={<DownloadOutlined />} onClick={() => void downloadCityTemplate()}>
                  {t("reference.cities.template")}
                </Button>
                <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                  {t("reference.cities.import")}
                </Button>
              </>
            )}
            <ExportButton onExport={() => exportCities(filter)}>{t("reference.cities.export")}</ExportButton>
            {canEdit && <AddButton onClick={() => setEditing({})}>{t("reference.cities.add")}</AddButton>}
          </Space>
        }
        filters={
          <>
            <KeywordFilter
              placeholder={t("reference.cities.keywordPlaceholder")}
              width={240}
              maxLength={50}
            />
            <Form.Item name="countryCode" label={t("reference.cities.country")}>
              <CountrySelect withoutEuGroup style={{ width: 220 }} placeholder={t("common.list.all")} />
            </Form.Item>
          </>
        }
        rowKey="id"
        empty={{ title: t("reference.cities.emptyTitle"), description: t("reference.cities.emptyBody") }}
        columns={[
          { title: t("reference.cities.cityCode"), dataIndex: "cityCode", width: 110 },
          { title: t("reference.cities.cityName"), dataIndex: "cityName", width: 140 },
          { title: t("reference.cities.cityNameEn"), dataIndex: "cityNameEn", width: 150, ellipsis: true },
          {
            title: t("reference.cities.provinceName"),
            dataIndex: "provinceName",
            width: 200,
            ellipsis: true,
            render: (value: string, row) => [value, row.provinceNameEn].filter(Boolean).join(" / ") || "—",
          },
          {
            title: t("reference.cities.country"),
            dataIndex: "countryName",
            width: 140,
            render: (value: string, row) => (
              <span>
                <Tag>{row.countryCode}</Tag>
                {value}
              </span>
            ),
          },
          {
            title: t("reference.cities.descriptionField"),
            dataIndex: "description",
            ellipsis: true,
            width: 200,
          },
          rowActionsColumn<City>({
            onEdit: (row) => setEditing({ city: row }),
            onDelete: (row) => remove.mutateAsync(row.id),
            confirm: (row) => t("reference.cities.deleteConfirm", { name: row.cityName }),
            hidden: !canEdit,
          }),
        ]}
      />
      <CityDialog editing={editing} onClose={() => setEditing(null)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
};

const CityDialog = ({ editing, onClose }: { editing: Editing; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<CityInput>();
  const { save: saveForm, saving } = useFormSave(form);
  const save = useSaveCity();

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (editing.city) form.setFieldsValue(editing.city);
  }, [editing, form]);

  const submit = (values: CityInput) =>
    saveForm(() => save.mutateAsync({ ...(editing?.city ? { id: editing.city.id } : {}), input: values }), {
      onSaved: onClose,
    });

  const field = (name: keyof CityInput, label: string, required = false, max = 100) => (
    <Form.Item name={name} label={label} rules={required ? [{ required: true, whitespace: true }] : []}>
      <Input maxLength={max} />
    </Form.Item>
  );

  return (
    <FormModal
      open={editing !== null}
      title={editing?.city ? t("reference.cities.edit") : t("reference.cities.add")}
      saving={saving}
      width={600}
      onClose={onClose}
      form={form}
      onFinish={(values) => void submit(values)}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="countryCode" label={t("reference.cities.country")} rules={[{ required: true }]}>
            <CountrySelect withoutEuGroup />
          </Form.Item>
        </Col>
        <Col span={12}>{field("cityCode", t("reference.cities.cityCode"), true, 20)}</Col>
        <Col span={12}>{field("cityName", t("reference.cities.cityName"), true)}</Col>
        <Col span={12}>{field("cityNameEn", t("reference.cities.cityNameEn"))}</Col>
        <Col span={12}>{field("provinceName", t("reference.cities.provinceName"))}</Col>
        <Col span={12}>{field("provinceNameEn", t("reference.cities.provinceNameEn"))}</Col>
        <Col span={24}>
          <Form.Item name="description" label={t("reference.cities.descriptionField")}>
            <Input.TextArea maxLength={500} rows={2} showCount />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
};

const FIELD_LABELS: Record<string, string> = {
  cityName: "reference.cities.cityName",
  cityNameEn: "reference.cities.cityNameEn",
  cityCode: "reference.cities.cityCode",
  provinceName: "reference.cities.provinceName",
  provinceNameEn: "reference.cities.provinceNameEn",
  countryCode: "reference.cities.country",
  description: "reference.cities.descriptionField",
};

const ImportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const run = useImportCities();
  return (
    <ExcelImportDialog
      open={open}
      title={t("reference.cities.importTitle")}
      hint={t("reference.cities.importHint")}
      modes={{ partial: t("reference.cities.modePartial"), all: t("reference.cities.modeAll") }}
      importedText={(count) => t("reference.cities.resultImported", { count })}
      fieldLabel={(field) => (FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field)}
      run={(file, mode) => run.mutateAsync({ file, mode })}
      pending={run.isPending}
      onClose={onClose}
    />
  );
};

export default CitiesPage;
