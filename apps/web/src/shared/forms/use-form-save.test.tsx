import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { App, Form, Input } from "antd";
import { afterEach, describe, expect, it } from "vitest";
import "../../locales";
import { ApiRequestError } from "../api/api-error";
import { useFormSave } from "./use-form-save";

afterEach(cleanup);

const refusal = (details: { field: string; message: string }[]) =>
  new ApiRequestError({ status: 400, code: "VALIDATION_FAILED", message: "Check the fields", details });

type Saver = ReturnType<typeof useFormSave>;

type Options = Parameters<typeof useFormSave>[1];

const Probe = ({ options, saver }: { options?: Options; saver: { current?: Saver } }) => {
  const [form] = Form.useForm();
  saver.current = useFormSave(form, options);
  return (
    <Form form={form}>
      <Form.Item name="name" label="name">
        <Input />
      </Form.Item>
      <Form.List name="lines" initialValue={[{ price: "" }]}>
        {(fields) =>
          fields.map((field) => (
            <Form.Item key={field.key} name={[field.name, "price"]} label="price">
              <Input />
            </Form.Item>
          ))
        }
      </Form.List>
    </Form>
  );
};

const renderForm = (options?: Options) => {
  const saver: { current?: Saver } = {};
  render(
    <App>
      <Probe options={options} saver={saver} />
    </App>,
  );
  return saver as { current: Saver };
};

// antd renders slowly in jsdom.
describe("useFormSave", { timeout: 20_000 }, () => {
  it("puts the server's field messages on the form's fields, list fields included", async () => {
    const saver = renderForm();
    await act(() =>
      saver.current.save(() =>
        Promise.reject(
          refusal([
            { field: "name", message: "Name is taken" },
            { field: "lines.0.price", message: "Price is too high" },
          ]),
        ),
      ),
    );
    expect(await screen.findByText("Name is taken")).toBeTruthy();
    expect(await screen.findByText("Price is too high")).toBeTruthy();
    expect(screen.queryByText("Check the fields")).toBeNull();
  });

  it("toasts the server's message when no field of the form is named", async () => {
    const saver = renderForm();
    await act(() =>
      saver.current.save(() => Promise.reject(refusal([{ field: "other", message: "Other" }]))),
    );
    expect(await screen.findByText("Check the fields")).toBeTruthy();
  });

  it("also toasts the first field message when asked, and renames request paths", async () => {
    const saver = renderForm({ announceFieldErrors: true });
    await act(() =>
      saver.current.save(() => Promise.reject(refusal([{ field: "title", message: "Too long" }])), {
        rename: () => ["name"],
      }),
    );
    // One on the field, one in the toast; they need not appear in the same render.
    await waitFor(() => expect(screen.getAllByText("Too long")).toHaveLength(2));
  });

  it("toasts the success text and hands the result on", async () => {
    const saver = renderForm();
    let saved: number | undefined;
    await act(() =>
      saver.current.save(() => Promise.resolve(7), {
        saved: (id) => `Saved #${id}`,
        onSaved: (id) => (saved = id),
      }),
    );
    expect(await screen.findByText("Saved #7")).toBeTruthy();
    expect(saved).toBe(7);
  });
});
