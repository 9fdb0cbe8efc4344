import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Button, Form } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DateField } from "./DateField";

afterEach(cleanup);

const renderForm = (onFinish: () => void, onFinishFailed: () => void) =>
  render(
    <Form onFinish={onFinish} onFinishFailed={onFinishFailed}>
      <Form.Item name="day">
        <DateField aria-label="day" />
      </Form.Item>
      <Form.Item name="other" rules={[{ required: true, message: "other is required" }]}>
        <input aria-label="other" />
      </Form.Item>
      <Button htmlType="submit">save</Button>
    </Form>,
  );

// antd renders slowly in jsdom.
describe("DateField", { timeout: 20_000 }, () => {
  it("confirms a typed date with Enter without submitting the form", async () => {
    const onFinish = vi.fn();
    const onFinishFailed = vi.fn();
    renderForm(onFinish, onFinishFailed);
    const input = screen.getByLabelText("day");
    await act(async () => {
      fireEvent.mouseDown(input);
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: "2026-01-02" } });
    });
    let notCancelled = true;
    await act(async () => {
      // A browser submits the form as the default action of Enter in a text field unless it is cancelled.
      notCancelled = fireEvent.keyDown(input, { key: "Enter", code: "Enter" });
    });
    expect(notCancelled).toBe(false);
    expect((input as HTMLInputElement).value).toBe("2026-01-02");
    expect(onFinish).not.toHaveBeenCalled();
    expect(onFinishFailed).not.toHaveBeenCalled();
  });
});
