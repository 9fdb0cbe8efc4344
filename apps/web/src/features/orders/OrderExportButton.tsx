import { DownOutlined, FileExcelOutlined } from "@ant-design/icons";
import type { OrderExportFilter, OrderExportRequest, OrderExportTask } from "@pp/contracts";
import { App, Button, Dropdown, Form, Input, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { listExportRequest, numbersExportRequest } from "./order-scan-export";
import { orderMessage } from "./order-wizard";
import { exportOrders } from "./orders-scan-export.api";

/** Runs one export through `exporter`: the xlsx downloads, or the server's "task submitted" shows. */
export const useExportRun = (exporter: (request: OrderExportRequest) => Promise<OrderExportTask | null>) => {
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const run = async (request: OrderExportRequest) => {
    setExporting(true);
    try {
      const task = await exporter(request);
      if (task) void message.success(task.message);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
};

/**
 * The order list's export (spec §7 api/order exports): the selected orders or the filtered list, or pasted
 * numbers. A small export downloads at once; a large one runs as a task and the server's "task submitted" shows.
 */
export const OrderExportButton = ({
  selectedIds,
  filter,
}: {
  selectedIds: number[];
  filter: OrderExportFilter;
}) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { exporting, run } = useExportRun(exportOrders);
  const [numbersOpen, setNumbersOpen] = useState(false);
  const [form] = Form.useForm<{ numbers?: string }>();

  const exportNumbers = async () => {
    const request = numbersExportRequest(form.getFieldValue("numbers"));
    if (!request) {
      form.setFields([{ name: "numbers", errors: [orderMessage(lang, "orderExportNumbersRequired")] }]);
      return;
    }
    setNumbersOpen(false);
    form.resetFields();
    await run(request);
  };

  return (
    <>
      <Dropdown
        trigger={["click"]}
        menu={{
          items: [
            ...(selectedIds.length
              ? [{ key: "selected", label: t("orders.list.export.selected", { count: selectedIds.length }) }]
              : []),
            { key: "filtered", label: t("orders.list.export.filtered") },
            { key: "numbers", label: t("orders.list.export.byNumbers") },
          ],
          onClick: ({ key }) => {
            if (key === "numbers") setNumbersOpen(true);
            else void run(listExportRequest(key === "selected" ? selectedIds : [], filter));
          },
        }}
      >
        <Button icon={<FileExcelOutlined />} loading={exporting}>
          {t("orders.list.export.button")} <DownOutlined />
        </Button>
      </Dropdown>
      <Modal
        open={numbersOpen}
        title={t("orders.list.export.numbersTitle")}
        okText={t("orders.list.export.numbersOk")}
        onOk={() => void exportNumbers()}
        onCancel={() => setNumbersOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="numbers">
            <Input.TextArea
              autoSize={{ minRows: 4, maxRows: 12 }}
              placeholder={t("orders.list.export.numbersPlaceholder")}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
};
