import { expect, type Locator, type Page, test } from "@playwright/test";
import enOrders from "../../apps/web/src/locales/en/orders";
import koOrders from "../../apps/web/src/locales/ko/orders";
import zhOrders from "../../apps/web/src/locales/zh/orders";
import { addressMessages } from "../../packages/domain/src/address.messages";
import { DEMO, restoreChinese, signIn } from "../support/session";
import { dropdownItem, openPopup, selectPopup } from "../support/shell";
import { TEXT } from "../support/texts";

const BOOK = {
  zh: zhOrders.orders.addressBook,
  en: enOrders.orders.addressBook,
  ko: koOrders.orders.addressBook,
};
const SHOTS = ".tmp/shots-orders";

const drawer = (page: Page): Locator => page.getByRole("dialog").filter({ visible: true });
const field = (page: Page, name: string): Locator => drawer(page).locator(`#address_${name}`);
// antd puts a space between two CJK characters on a button ("保 存").
const buttonName = (text: string) => new RegExp(`^${[...text].join("\\s?")}$`);
const row = (page: Page, name: string): Locator => page.locator(".ant-table-row").filter({ hasText: name });

/** Picks a country in the drawer's country select by typing its name and choosing "<name> (<code>)". */
const pickCountry = async (page: Page, name: string, code: string) => {
  await field(page, "countryCode").click();
  await field(page, "countryCode").fill(name);
  await selectPopup(page).getByTitle(`${name} (${code})`).click();
};

type AddressFields = {
  name: string;
  phone: string;
  country: [string, string];
  city: string;
  postcode: string;
  address1: string;
};

const fillAddress = async (page: Page, address: AddressFields) => {
  await field(page, "name").fill(address.name);
  await field(page, "phone").fill(address.phone);
  await pickCountry(page, ...address.country);
  await field(page, "city").fill(address.city);
  await field(page, "postcode").fill(address.postcode);
  await field(page, "address1").fill(address.address1);
};

const saveDrawer = async (page: Page) => {
  await drawer(page)
    .getByRole("button", { name: buttonName(TEXT.zh.common.actions.save) })
    .click();
  await expect(drawer(page)).toHaveCount(0);
};

// The demo customer is shared with other journeys: give it back its Chinese interface (saved on the server).
test.afterEach(async ({ page }) => {
  await restoreChinese(page);
});

test("a customer keeps an address book: add, edit, set default, delete, and a Korean validation error", async ({
  page,
}) => {
  // A long journey through one screen: signing in, four saves, a delete and a language switch.
  test.setTimeout(150_000);
  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  await page.goto("/orders/address-book");

  // A fresh book invites the first address.
  // The first visit loads the page chunk and the country list: allow for a busy machine.
  await expect(page.getByText(BOOK.zh.emptyTitleType.consignee)).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/empty.png` });
  await page.getByRole("button", { name: BOOK.zh.add }).click();
  await expect(drawer(page)).toBeVisible();
  // The postcode hint follows the chosen country.
  await pickCountry(page, "美国", "US");
  await expect(field(page, "postcode")).toHaveAttribute("placeholder", /94105/);
  await fillAddress(page, {
    name: "张三",
    phone: "+1 415 555 0100",
    country: ["美国", "US"],
    city: "San Francisco",
    postcode: "94105",
    address1: "1 Market St",
  });
  await page.screenshot({ path: `${SHOTS}/drawer.png` });
  await saveDrawer(page);
  await expect(row(page, "张三")).toContainText("San Francisco");
  // The first address of a type becomes its default.
  await expect(row(page, "张三").getByTestId("default-tag")).toBeVisible();

  // Edit it.
  await row(page, "张三").getByRole("button", { name: BOOK.zh.edit }).click();
  await expect(field(page, "name")).toHaveValue("张三");
  await field(page, "city").fill("Oakland");
  await field(page, "postcode").fill("94607");
  await saveDrawer(page);
  await expect(row(page, "张三")).toContainText("Oakland");
  await expect(row(page, "张三")).toContainText("94607");

  // A second one, then make it the default: the tag moves.
  await page.getByRole("button", { name: BOOK.zh.add }).click();
  await fillAddress(page, {
    name: "李四",
    phone: "+49 30 1234567",
    country: ["德国", "DE"],
    city: "Berlin",
    postcode: "10115",
    address1: "Unter den Linden 1",
  });
  await saveDrawer(page);
  await expect(row(page, "李四")).toContainText("Berlin");
  await expect(row(page, "李四").getByTestId("default-tag")).toHaveCount(0);
  await row(page, "李四").getByRole("button", { name: BOOK.zh.setDefault }).click();
  await expect(row(page, "李四").getByTestId("default-tag")).toBeVisible();
  await expect(row(page, "张三").getByTestId("default-tag")).toHaveCount(0);
  await expect(row(page, "张三").getByRole("button", { name: BOOK.zh.setDefault })).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/list.png` });

  // Delete one, after confirming.
  await row(page, "张三").getByRole("button", { name: BOOK.zh.delete }).click();
  const confirm = openPopup(page, ".ant-popconfirm");
  await expect(confirm).toContainText(BOOK.zh.deleteTitle);
  await page.screenshot({ path: `${SHOTS}/delete-confirm.png` });
  await confirm.getByRole("button", { name: buttonName(TEXT.zh.common.actions.delete) }).click();
  await expect(row(page, "张三")).toHaveCount(0);
  await expect(row(page, "李四")).toHaveCount(1);

  // In Korean, a US postcode of the wrong shape is explained on the field, in Korean.
  await page.getByRole("button", { name: TEXT.zh.common.language }).click();
  await dropdownItem(page, "한국어").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  await expect(page.getByRole("button", { name: BOOK.ko.add })).toBeVisible();
  await page.getByRole("button", { name: BOOK.ko.add }).click();
  await fillAddress(page, {
    name: "Kim",
    phone: "+1 212 555 0100",
    country: ["미국", "US"],
    city: "New York",
    postcode: "1234",
    address1: "5th Avenue 1",
  });
  await drawer(page)
    .getByRole("button", { name: buttonName(TEXT.ko.common.actions.save) })
    .click();
  const postcodeItem = drawer(page)
    .locator(".ant-form-item")
    .filter({ has: page.locator("#address_postcode") });
  await expect(postcodeItem.locator(".ant-form-item-explain-error")).toHaveText(
    addressMessages.ko.addressPostcodeUS,
  );
  await page.screenshot({ path: `${SHOTS}/korean-error.png` });
});
