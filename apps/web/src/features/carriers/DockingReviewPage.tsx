import { DOCKING_REQUEST_STATUSES, type DockingRequest, type DockingRequestStatus } from "@pp/contracts";
import { App, Button, Flex, Form, Input, Modal, Popconfirm, Segmented } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { putFieldErrors } from "../../shared/forms/use-form-save";
import { useListState } from "../../shared/hooks/use-list-state";
import { useCanManageCarriers, useDecideDockingRequest, useDockingRequests } from "./carriers.api";
import { useDockingRequestColumns } from "./DockingRequestsPage";

const FILTER_KEYS = ["status"] as const;

/** Staff review customers' docking requests: accept (the held fee is charged) or reject with a reason (released). */
const DockingReviewPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canManage = useCanManageCarriers();
  const list = useListState(FILTER_KEYS);
  // Staff open on what waits for a decision.
  const status = DOCKING_REQUEST_STATUSES.find((s) => s === list.filters.status) ?? "pending";
  const query = useDockingRequests({ status, cursor: list.cursor, size: list.size });
  const decide = useDecideDockingRequest();
  const [rejecting, setRejecting] = useState<DockingRequest | null>(null);
  const [form] = Form.useForm<{ reason: string }>();

  const accept = async (row: DockingRequest) => {
    try {
      await decide.mutateAsync({ id: row.id, action: "accept" });
      void message.success(t("carriers.docking.accepted"));
    } catch (error) {
      if (error instanceof Error) void message.error(error.message);
    }
  };

  const reject = async () => {
    if (!rejecting) return;
    const { reason } = await form.validateFields();
    try {
      await decide.mutateAsync({ id: rejecting.id, action: "reject", reason });
      void message.success(t("carriers.docking.rejected"));
      setRejecting(null);
      form.resetFields();
    } catch (error) {
      if (!putFieldErrors(form, error) && error instanceof Error) void message.error(error.message);
    }
  };

  const columns = useDockingRequestColumns(
    (row) =>
      canManage && row.status === "pending" ? (
        <Flex gap={8}>
          <Popconfirm
            title={t("carriers.docking.acceptConfirm", {
              fee: `${row.fee} ${row.currency}`,
              customer: row.orgName,
            })}
            onConfirm={() => accept(row)}
          >
            <Button type="primary" size="small">
              {t("carriers.docking.accept")}
            </Button>
          </Popconfirm>
          <Button danger size="small" onClick={() => setRejecting(row)}>
            {t("carriers.docking.reject")}
          </Button>
        </Flex>
      ) : null,
    true,
  );

  return (
    <>
      <ListPage<DockingRequest, typeof list.filters>
        {...listPageProps(list, query, "keyset")}
        hasFilters={false}
        title={t("carriers.docking.reviewTitle")}
        description={t("carriers.docking.reviewDescription")}
        actions={
          <Segmented<DockingRequestStatus>
            value={status}
            onChange={(next) => list.setFilters({ status: next })}
            options={DOCKING_REQUEST_STATUSES.map((s) => ({
              value: s,
              label: t(`carriers.docking.statuses.${s}`),
            }))}
          />
        }
        rowKey="id"
        columns={columns}
        empty={{ title: t("carriers.docking.empty") }}
      />
      <Modal
        open={rejecting !== null}
        title={
          rejecting
            ? t("carriers.docking.rejectTitle", {
                carrier: rejecting.carrierName,
                customer: rejecting.orgName,
              })
            : null
        }
        okText={t("carriers.docking.reject")}
        okButtonProps={{ danger: true, loading: decide.isPending }}
        onOk={() => void reject()}
        onCancel={() => setRejecting(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label={t("carriers.docking.rejectReason")}
            rules={[{ required: true, whitespace: true, message: t("carriers.docking.required") }]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
};

export default DockingReviewPage;
