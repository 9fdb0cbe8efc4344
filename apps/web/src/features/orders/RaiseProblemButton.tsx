import { PaperClipOutlined } from "@ant-design/icons";
import { PROBLEM_TYPES, type ProblemType } from "@pp/domain";
import { App, Button, Form, Input, Modal, Select, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSessionUser } from "../../shared/auth/session";
import { putFieldErrors } from "../../shared/forms/use-form-save";
import { useRaiseProblem } from "./order-problems.api";

/**
 * Platform staff's "raise problem" on an order's detail page (问题件): type, description and one attachment; the
 * customer's users are told in their inbox. Nothing for anyone else.
 */
export const RaiseProblemButton = ({ orderId }: { orderId: number }) => {
  const { t } = useTranslation();
  const isPlatform = useSessionUser().data?.user.orgType === "platform";
  const { message } = App.useApp();
  const raise = useRaiseProblem();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{
    type: ProblemType;
    description: string;
    file?: { originFileObj?: File }[];
  }>();

  const submit = async () => {
    const values = await form.validateFields();
    try {
      const file = values.file?.[0]?.originFileObj;
      await raise.mutateAsync({
        orderId,
        type: values.type,
        description: values.description,
        ...(file ? { file } : {}),
      });
      void message.success(t("orderProblems.raised"));
      setOpen(false);
    } catch (error) {
      if (!putFieldErrors(form, error) && error instanceof Error) void message.error(error.message);
    }
  };

  if (!isPlatform) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t("orderProblems.raise")}</Button>
      <Modal
        open={open}
        title={t("orderProblems.raiseTitle")}
        okText={t("orderProblems.raise")}
        confirmLoading={raise.isPending}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false} initialValues={{ type: "address" }}>
          <Form.Item name="type" label={t("orderProblems.type")}>
            <Select
              options={PROBLEM_TYPES.map((value) => ({ value, label: t(`orderProblems.types.${value}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="description"
            label={t("orderProblems.description")}
            rules={[{ required: true, whitespace: true, message: t("orderProblems.required") }]}
          >
            <Input.TextArea maxLength={1000} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
          </Form.Item>
          <Form.Item
            name="file"
            label={t("orderProblems.attachment")}
            valuePropName="fileList"
            getValueFromEvent={(event: { fileList: unknown[] }) => event.fileList}
            extra={t("orderProblems.attachmentHint")}
          >
            <Upload beforeUpload={() => false} maxCount={1} accept=".png,.jpg,.jpeg,.pdf">
              <Button icon={<PaperClipOutlined />}>{t("orderProblems.choose")}</Button>
            </Upload>
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
};
