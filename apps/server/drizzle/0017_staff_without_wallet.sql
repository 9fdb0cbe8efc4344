-- data: a wallet belongs to a customer or supplier org; the platform's built-in staff roles no longer open the own-wallet screens (recharge, withdrawal applications).
DELETE FROM "role_menus"
WHERE "role_id" IN (SELECT "id" FROM "roles" WHERE "code" IN ('admin', 'platform', 'finance'))
  AND "menu_id" IN (SELECT "id" FROM "menus" WHERE "name" IN ('finance/recharge', 'finance/withdrawals'));
