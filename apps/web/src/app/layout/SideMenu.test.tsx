import type { MenuNode } from "@pp/contracts";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { buildMenuEntries, findEntryByPath } from "../../shared/auth/menu-tree";
import { Providers } from "../providers";
import { SideMenu } from "./SideMenu";

// The left menu keeps the group a person opened until the open screen changes (one group open at a time).

let nextId = 1;
const node = (path: string, type: MenuNode["type"], children: MenuNode[] = []): MenuNode => {
  const id = nextId++;
  return {
    menuId: id,
    pId: null,
    name: path,
    path,
    component: type === "directory" ? null : path,
    type,
    icon: null,
    sort: id,
    hidden: false,
    meta: {
      title: path,
      titles: { zh: path, en: path, ko: path },
      icon: null,
      activeMenu: null,
      affix: false,
    },
    children,
  };
};

/** The menu as the server sends it: a fresh copy each time it is read. */
const menu = () =>
  buildMenuEntries([
    node("/orders", "directory", [node("list", "menu")]),
    node("/system", "directory", [node("tasks", "menu")]),
  ]);

const renderMenu = (pathname: string) => {
  const entries = menu();
  const view = (fresh: ReturnType<typeof menu>) => (
    <Providers>
      <MemoryRouter>
        <SideMenu entries={fresh} active={findEntryByPath(fresh, pathname)} collapsed={false} />
      </MemoryRouter>
    </Providers>
  );
  const rendered = render(view(entries));
  return { rerenderWithMenuReadAgain: () => rendered.rerender(view(menu())) };
};

const group = (title: string) => screen.getByTitle(title).closest('[role="menuitem"]') as HTMLElement;

afterEach(cleanup);

describe("side menu", () => {
  it("keeps the group a person opened when the menu is read again for the same screen", async () => {
    const { rerenderWithMenuReadAgain } = renderMenu("/orders/list");
    await waitFor(() => expect(group("/orders").getAttribute("aria-expanded")).toBe("true"));

    fireEvent.click(group("/system"));
    await waitFor(() => expect(group("/system").getAttribute("aria-expanded")).toBe("true"));
    expect(group("/orders").getAttribute("aria-expanded")).toBe("false");

    rerenderWithMenuReadAgain();
    expect(group("/system").getAttribute("aria-expanded")).toBe("true");
    expect(group("/orders").getAttribute("aria-expanded")).toBe("false");
  });
});
