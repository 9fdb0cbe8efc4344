export {
  API_TOKENS_CHANNEL,
  type ApiTokenAuth,
  createApiTokenAuth,
  type TokenCaller,
} from "./api-token-auth";
export { apiTokenRoutes } from "./api-tokens.routes";
// Joined by the API log (a call's token name; a sub-account's own tokens). Written by identity only.
export { apiTokens } from "./api-tokens.tables";
export { customersRoutes } from "./customers.routes";
export { createAdmin } from "./first-admin";
export { ORG_CHANNEL } from "./identity.changes";
export { housekeepingJob } from "./identity.jobs";
export { identityRoutes } from "./identity.routes";
export { DEMO_ACCOUNTS, seedIdentity } from "./identity.seed";
export { createIdentityService, type IdentityService } from "./identity.service";
// Joined by other modules inside one PostgreSQL (an org's name, a user's name, a foreign key).
export { orgs, users } from "./identity.tables";
export { menusAdminRoutes } from "./menus-admin.routes";
export { orgsRoutes } from "./orgs.routes";
export { profileRoutes } from "./profile.routes";
export { rolesRoutes } from "./roles.routes";
export { createSessionStore, type SessionStore } from "./session-store";
export { subAccountRoutes } from "./sub-accounts.routes";
export { usersRoutes } from "./users.routes";
