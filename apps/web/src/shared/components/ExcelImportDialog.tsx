import { FileExcelOutlined } from "@ant-design/icons";
import type { ImportResult } from "@pp/contracts";
import { Alert, App, Button, Flex, Modal, Progress, Radio, Result, Space, Table, Upload } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiRequestError } from "../api/api-error";

// The Excel import dialog of every screen that imports a sheet: an optional mode choice, the file, progress while
// the server reads it, then the count imported and every bad row (row, column, reason in the user's language).

export type ExcelImportMode = "partial" | "all";

export type ExcelImportDialogProps = {
  open: boolean;
  title: string;
  hint: string;
  /** The labels of the two modes, for imports that may keep the good rows; without them it is all or nothing. */
  modes?: Record<ExcelImportMode, string>;
  /** The result's headline for `count` imported rows. */
  importedText: (count: number) => string;
  /** A column's label for a reported field key; unknown keys (rate sheet headers) are shown as they are. */
  fieldLabel: (field: string) => string;
  run: (file: File, mode: ExcelImportMode) => Promise<ImportResult>;
  pending: boolean;
  onClose: () => void;
  onImported?: () => void;
};

export const ExcelImportDialog = (props: ExcelImportDialogProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ExcelImportMode>(props.modes ? "partial" : "all");
  const [result, setResult] = useState<ImportResult | null>(null);

  const close = () => {
    setFile(null);
    setResult(null);
    props.onClose();
  };

  const start = async () => {
    if (!file) return;
    try {
      const answer = await props.run(file, mode);
      setResult(answer);
      if (answer.imported > 0) props.onImported?.();
    } catch (error) {
      const fields = isApiRequestError(error) ? error.fieldErrors : [];
      const text = fields.length
        ? fields.map((f) => `${props.fieldLabel(f.field)}: ${f.message}`).join("; ")
        : error instanceof Error
          ? error.message
          : String(error);
      void message.error(text);
    }
  };

  let body: ReactNode;
  if (result) {
    body = (
      <Flex vertical gap={12}>
        <Result
          status={result.failed.length === 0 ? "success" : result.imported > 0 ? "warning" : "error"}
          title={props.importedText(result.imported)}
          subTitle={
            result.failed.length
              ? t("common.excelImport.resultFailed", { count: result.failed.length })
              : undefined
          }
          style={{ padding: "8px 0" }}
        />
        {result.imported === 0 && result.failed.length > 0 && (
          <Alert type="info" showIcon title={t("common.excelImport.resultNoneImported")} />
        )}
        {result.failed.length > 0 && (
          <Table
            size="small"
            rowKey={(row) => `${row.row}-${row.field}-${row.message}`}
            dataSource={result.failed}
            pagination={result.failed.length > 8 ? { pageSize: 8, size: "small" } : false}
            columns={[
              { title: t("common.excelImport.row"), dataIndex: "row", width: 70 },
              {
                title: t("common.excelImport.field"),
                dataIndex: "field",
                width: 160,
                render: (field: string) => props.fieldLabel(field),
              },
              { title: t("common.excelImport.reason"), dataIndex: "message" },
            ]}
          />
        )}
      </Flex>
    );
  } else {
    body = (
      <Flex vertical gap={16}>
        <Alert type="info" showIcon title={props.hint} />
        {props.modes && (
          <div>
            <div style={{ marginBottom: 8 }}>{t("common.excelImport.importMode")}</div>
            <Radio.Group value={mode} onChange={(event) => setMode(event.target.value)}>
              <Flex vertical gap={6}>
                <Radio value="partial">{props.modes.partial}</Radio>
                <Radio value="all">{props.modes.all}</Radio>
              </Flex>
            </Radio.Group>
          </div>
        )}
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          disabled={props.pending}
          beforeUpload={(chosen) => {
            setFile(chosen);
            return false;
          }}
          onRemove={() => setFile(null)}
          fileList={file ? [{ uid: "file", name: file.name, status: "done" }] : []}
        >
          <p className="ant-upload-drag-icon">
            <FileExcelOutlined />
          </p>
          <p className="ant-upload-text">{t("common.excelImport.chooseFile")}</p>
        </Upload.Dragger>
        {props.pending && (
          <div>
            <Progress percent={100} status="active" showInfo={false} />
            <div>{t("common.excelImport.uploading")}</div>
          </div>
        )}
      </Flex>
    );
  }

  return (
    <Modal
      open={props.open}
      title={result ? t("common.excelImport.resultTitle") : props.title}
      onCancel={close}
      width={680}
      destroyOnHidden
      maskClosable={!props.pending}
      footer={
        result ? (
          <Button type="primary" onClick={close}>
            {t("common.actions.confirm")}
          </Button>
        ) : (
          <Space>
            <Button onClick={close} disabled={props.pending}>
              {t("common.actions.cancel")}
            </Button>
            <Button type="primary" disabled={!file} loading={props.pending} onClick={() => void start()}>
              {t("common.excelImport.startImport")}
            </Button>
          </Space>
        )
      }
    >
      {body}
    </Modal>
  );
};
