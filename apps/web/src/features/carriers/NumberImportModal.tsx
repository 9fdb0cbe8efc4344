import { UploadOutlined } from "@ant-design/icons";
import type { NumberPool, NumberPoolImportRequest, NumberPoolImportResult } from "@pp/contracts";
import { NUMBER_POOL_IMPORT_LIMIT } from "@pp/contracts";
import { Alert, App, Button, Flex, Form, Input, InputNumber, Modal, Result, Table, Tabs, Upload } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf, isApiRequestError } from "../../shared/api/api-error";
import { useImportNumbers } from "./number-pools.api";

type RangeValues = { prefix: string; from: number; to: number; country: string };

/** Importing numbers into a pool: pasted or from a .txt, .csv or .xlsx file, or an S10 range; then the report. */
export const NumberImportModal = ({ pool, onClose }: { pool: NumberPool | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [tab, setTab] = useState<"text" | "s10">("text");
  const [text, setText] = useState("");
  const [xlsx, setXlsx] = useState<File | null>(null);
  const [result, setResult] = useState<NumberPoolImportResult | null>(null);
  const [range] = Form.useForm<RangeValues>();
  const importNumbers = useImportNumbers();
  // The pool stays named while the dialog closes.
  const [shown, setShown] = useState(pool);
  useEffect(() => {
    if (pool) setShown(pool);
  }, [pool]);

  const close = () => {
    setTab("text");
    setText("");
    setXlsx(null);
    setResult(null);
    range.resetFields();
    onClose();
  };

  const run = async (input: NumberPoolImportRequest | File) => {
    if (!pool) return;
    try {
      setResult(await importNumbers.mutateAsync({ id: pool.id, input }));
    } catch (error) {
      const fields = isApiRequestError(error) ? error.fieldErrors : [];
      void message.error(fields[0]?.message ?? errorMessageOf(error, t("common.errors.operationFailed")));
    }
  };

  const start = async () => {
    if (tab === "s10") {
      const values = await range.validateFields();
      return run({ kind: "s10", ...values });
    }
    if (xlsx) return run(xlsx);
    return run({ kind: "text", text });
  };

  /** A text or CSV file fills the box (to look at before importing); an .xlsx is sent as it is. */
  const choose = async (file: File) => {
    if (file.name.toLowerCase().endsWith(".xlsx")) {
      setXlsx(file);
      setText("");
    } else {
      setXlsx(null);
      setText(await file.text());
    }
    return false;
  };

  const lines = text.split(/\r\n|\r|\n/).filter((line) => line.trim()).length;

  return (
    <Modal
      open={pool !== null}
      onCancel={close}
      title={t("numberPools.importModal.title", { name: shown?.name ?? "" })}
      width={680}
      destroyOnHidden
      footer={
        result ? (
          <Button type="primary" onClick={close}>
            {t("numberPools.importModal.done")}
          </Button>
        ) : (
          <Flex justify="flex-end" gap={8}>
            <Button onClick={close}>{t("common.actions.cancel")}</Button>
            <Button
              type="primary"
              loading={importNumbers.isPending}
              disabled={tab === "text" && !xlsx && lines === 0}
              onClick={() => void start()}
            >
              {t("numberPools.importModal.start")}
            </Button>
          </Flex>
        )
      }
    >
      {result ? (
        <Flex vertical gap={12}>
          <Result
            status={result.refused.length === 0 ? "success" : result.added > 0 ? "warning" : "error"}
            title={t("numberPools.importModal.added", { count: result.added })}
            subTitle={
              <>
                {result.refused.length
                  ? t("numberPools.importModal.refused", { count: result.refused.length })
                  : null}{" "}
                {t("numberPools.importModal.counts", result.pool)}
              </>
            }
            style={{ padding: "8px 0" }}
          />
          {result.refused.length > 0 && (
            <Table
              size="small"
              rowKey="line"
              dataSource={result.refused}
              pagination={
                result.refused.length > 8 ? { pageSize: 8, size: "small", showSizeChanger: false } : false
              }
              columns={[
                { title: t("numberPools.importModal.line"), dataIndex: "line", width: 70 },
                { title: t("numberPools.number"), dataIndex: "number", width: 200 },
                { title: t("numberPools.importModal.reason"), dataIndex: "message" },
              ]}
            />
          )}
        </Flex>
      ) : (
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as "text" | "s10")}
          items={[
            {
              key: "text",
              label: t("numberPools.importModal.textTab"),
              children: (
                <Flex vertical gap={12}>
                  <Alert
                    type="info"
                    showIcon
                    title={t("numberPools.importModal.textHint", { limit: NUMBER_POOL_IMPORT_LIMIT })}
                  />
                  <Upload
                    accept=".txt,.csv,.xlsx"
                    maxCount={1}
                    beforeUpload={choose}
                    onRemove={() => {
                      setXlsx(null);
                      setText("");
                    }}
                  >
                    <Button icon={<UploadOutlined />}>{t("numberPools.importModal.chooseFile")}</Button>
                  </Upload>
                  {xlsx ? null : (
                    <Input.TextArea
                      aria-label={t("numberPools.importModal.paste")}
                      placeholder={t("numberPools.importModal.paste")}
                      value={text}
                      onChange={(event) => setText(event.target.value)}
                      autoSize={{ minRows: 8, maxRows: 14 }}
                      style={{ fontFamily: "monospace" }}
                    />
                  )}
                  {xlsx ? null : (
                    <span className="ant-form-item-extra">
                      {t("numberPools.importModal.lineCount", { count: lines })}
                    </span>
                  )}
                </Flex>
              ),
            },
            {
              key: "s10",
              label: t("numberPools.importModal.s10Tab"),
              children: (
                <Form<RangeValues> form={range} layout="vertical" requiredMark>
                  <Alert
                    type="info"
                    showIcon
                    title={t("numberPools.importModal.s10Hint")}
                    style={{ marginBottom: 12 }}
                  />
                  <Flex gap={12}>
                    <Form.Item
                      name="prefix"
                      label={t("numberPools.importModal.prefix")}
                      rules={[
                        {
                          required: true,
                          pattern: /^[A-Za-z]{2}$/,
                          message: t("numberPools.importModal.twoLetters"),
                        },
                      ]}
                    >
                      <Input maxLength={2} placeholder="LP" style={{ width: 90 }} />
                    </Form.Item>
                    <Form.Item
                      name="from"
                      label={t("numberPools.importModal.from")}
                      rules={[{ required: true }]}
                    >
                      <InputNumber min={0} max={99_999_999} precision={0} style={{ width: 150 }} />
                    </Form.Item>
                    <Form.Item name="to" label={t("numberPools.importModal.to")} rules={[{ required: true }]}>
                      <InputNumber min={0} max={99_999_999} precision={0} style={{ width: 150 }} />
                    </Form.Item>
                    <Form.Item
                      name="country"
                      label={t("numberPools.importModal.country")}
                      rules={[
                        {
                          required: true,
                          pattern: /^[A-Za-z]{2}$/,
                          message: t("numberPools.importModal.twoLetters"),
                        },
                      ]}
                    >
                      <Input maxLength={2} placeholder="CN" style={{ width: 90 }} />
                    </Form.Item>
                  </Flex>
                </Form>
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
};
