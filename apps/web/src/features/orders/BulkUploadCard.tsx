import { CloudUploadOutlined, FileExcelOutlined, InboxOutlined } from "@ant-design/icons";
import {
  ORDER_IMPORT_MAX_ORDERS,
  ORDER_IMPORT_MODES,
  type OrderImport,
  type OrderImportMode,
} from "@pp/contracts";
import { LANGUAGES, type Language } from "@pp/domain";
import { App, Button, Card, Col, Flex, Radio, Row, Select, Typography, Upload } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_LABELS, useLanguage } from "../../locales";
import { isApiRequestError } from "../../shared/api/api-error";
import { useAddressChoices } from "./addresses.api";
import { downloadImportTemplate, useUploadOrderImport } from "./order-import.api";

// The bulk order's three steps (issue 14): download the template, fill it (one order = its rows sharing a
// reference), upload it with a mode and a sender. The server checks the file by its content and answers a refusal
// as a field error on `file`, shown under the upload in the user's language.

const Step = ({ n, title, children }: { n: number; title: string; children: ReactNode }) => (
  <Flex vertical gap={8} className="pp-bulk-step">
    <Typography.Text strong>
      <span className="pp-bulk-step-no">{n}</span>
      {title}
    </Typography.Text>
    {children}
  </Flex>
);

export const BulkUploadCard = ({ onUploaded }: { onUploaded: (row: OrderImport) => void }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const senders = useAddressChoices("sender");
  const upload = useUploadOrderImport();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<OrderImportMode>("placeGood");
  const [senderId, setSenderId] = useState<number | undefined>();
  const [fileError, setFileError] = useState<string | null>(null);
  const [templateLang, setTemplateLang] = useState<Language | null>(null);
  const defaultSender = senders.data?.find((address) => address.isDefault)?.id;
  const sender = senderId ?? defaultSender;

  const template = async (language: Language) => {
    setTemplateLang(language);
    try {
      await downloadImportTemplate(language);
    } finally {
      setTemplateLang(null);
    }
  };

  const start = async () => {
    if (!file) return;
    setFileError(null);
    try {
      const row = await upload.mutateAsync({ file, mode, senderAddressId: sender });
      setFile(null);
      onUploaded(row);
    } catch (error) {
      const field = isApiRequestError(error)
        ? error.fieldErrors.find((item) => item.field === "file")
        : undefined;
      if (field) setFileError(field.message);
      else void message.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Card variant="borderless" className="pp-page-card" styles={{ body: { padding: 16 } }}>
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            <Step n={1} title={t("orderImport.steps.template")}>
              <Typography.Text type="secondary">{t("orderImport.steps.templateHint")}</Typography.Text>
              <Flex gap={8} wrap align="center">
                <Button
                  type="primary"
                  ghost
                  icon={<FileExcelOutlined />}
                  loading={templateLang === lang}
                  onClick={() => void template(lang)}
                >
                  {t("orderImport.steps.templateButton")}
                </Button>
                {LANGUAGES.filter((other) => other !== lang).map((other) => (
                  <Button
                    key={other}
                    type="link"
                    size="small"
                    loading={templateLang === other}
                    onClick={() => void template(other)}
                  >
                    {LANGUAGE_LABELS[other]}
                  </Button>
                ))}
              </Flex>
            </Step>
            <Step n={2} title={t("orderImport.steps.fill")}>
              <Typography.Text type="secondary">
                {t("orderImport.steps.fillHint", { max: ORDER_IMPORT_MAX_ORDERS.toLocaleString() })}
              </Typography.Text>
            </Step>
          </Flex>
        </Col>
        <Col xs={24} lg={16}>
          <Step n={3} title={t("orderImport.steps.upload")}>
            <Upload.Dragger
              accept=".xlsx"
              maxCount={1}
              disabled={upload.isPending}
              beforeUpload={(chosen) => {
                setFile(chosen);
                setFileError(null);
                return false;
              }}
              onRemove={() => {
                setFile(null);
                setFileError(null);
              }}
              fileList={file ? [{ uid: "file", name: file.name, status: fileError ? "error" : "done" }] : []}
              style={{ padding: "4px 0" }}
            >
              <p className="ant-upload-drag-icon" style={{ marginBottom: 4 }}>
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{t("orderImport.upload.drop")}</p>
              <p className="ant-upload-hint">{t("orderImport.upload.hint")}</p>
            </Upload.Dragger>
            {fileError ? (
              <Typography.Text type="danger" role="alert">
                {fileError}
              </Typography.Text>
            ) : null}
            <Typography.Text>{t("orderImport.mode.label")}</Typography.Text>
            <Radio.Group value={mode} onChange={(event) => setMode(event.target.value)}>
              <Flex vertical gap={6}>
                {ORDER_IMPORT_MODES.map((value) => (
                  <Radio key={value} value={value}>
                    {t(`orderImport.mode.${value}`)}
                    <Typography.Text type="secondary" className="pp-bulk-mode-hint">
                      {t(`orderImport.mode.${value}Hint`)}
                    </Typography.Text>
                  </Radio>
                ))}
              </Flex>
            </Radio.Group>
            <Flex gap={12} wrap align="center">
              <Typography.Text>{t("orderImport.sender")}</Typography.Text>
              <Select<number>
                style={{ minWidth: 220, flex: "1 1 220px", maxWidth: 420 }}
                showSearch={{ optionFilterProp: "label" }}
                loading={senders.isPending}
                value={sender}
                onChange={setSenderId}
                placeholder={t("orderImport.senderPlaceholder")}
                notFoundContent={t("orders.wizard.parties.bookEmpty")}
                options={(senders.data ?? []).map((address) => ({
                  value: address.id,
                  label: `${address.name} · ${address.city} · ${address.countryCode}`,
                }))}
              />
              <Button
                type="primary"
                icon={<CloudUploadOutlined />}
                disabled={!file}
                loading={upload.isPending}
                onClick={() => void start()}
              >
                {t("orderImport.upload.button")}
              </Button>
            </Flex>
          </Step>
        </Col>
      </Row>
    </Card>
  );
};
