import type {
  Brand,
  CaptchaChallenge,
  CaptchaVerifyRequest,
  ChangePasswordRequest,
  CodeSent,
  LoginRequest,
  LoginResult,
  RegisterRequest,
  ResetPasswordRequest,
} from "@pp/contracts";
import { api } from "../../shared/api/client";

type Ok = { ok: true };

// Every call is silent: the identity screens show their errors inline, next to the field or form they
// belong to, rather than as a toast.
export const fetchBrand = (signal?: AbortSignal) => api.get<Brand>("/api/brand", { silent: true, signal });

export const fetchCaptcha = (signal?: AbortSignal) =>
  api.get<CaptchaChallenge>("/api/auth/code", { silent: true, authFlow: true, signal });

export const verifyCaptcha = (body: CaptchaVerifyRequest) =>
  api.post<{ captchaToken: string }>("/api/auth/code/verify", body, { silent: true, authFlow: true });

export const login = (body: LoginRequest) =>
  api.post<LoginResult>("/api/auth/login", body, { silent: true, authFlow: true });

export const sendSmsCode = (phone: string, body: { captchaToken: string; purpose: "register" | "reset" }) =>
  api.post<CodeSent>(`/api/account/sendSms/${encodeURIComponent(phone)}`, body, {
    silent: true,
    authFlow: true,
  });

export const sendEmailCode = (body: { email: string; captchaToken: string; purpose: "reset" }) =>
  api.post<CodeSent>("/api/account/sendEmail", body, { silent: true, authFlow: true });

export const register = (body: RegisterRequest) =>
  api.post<Ok>("/api/account/commitRegist", body, { silent: true, authFlow: true });

export const resetPassword = (body: ResetPasswordRequest) =>
  api.post<Ok>("/api/account/resetPassword", body, { silent: true, authFlow: true });

export const changePassword = (body: ChangePasswordRequest) =>
  api.post<Ok>("/api/users/updatePass", body, { silent: true });
