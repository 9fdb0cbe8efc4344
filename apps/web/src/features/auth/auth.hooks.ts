import { useMutation, useQuery } from "@tanstack/react-query";
import { queryKeysFactory } from "../../shared/api/query-keys";
import {
  changePassword,
  fetchBrand,
  login,
  register,
  resetPassword,
  sendEmailCode,
  sendSmsCode,
} from "./auth.api";

const scope = queryKeysFactory("identity");

export const identityKeys = {
  all: scope.all,
  brand: () => scope.key("brand"),
};

/** The brand variant of this host; it does not change while the page is open. */
export const useBrand = () =>
  useQuery({
    queryKey: identityKeys.brand(),
    queryFn: ({ signal }) => fetchBrand(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });

export const useLogin = () => useMutation({ mutationFn: login });
export const useRegister = () => useMutation({ mutationFn: register });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
export const useChangePassword = () => useMutation({ mutationFn: changePassword });

export type CodeTarget = { channel: "sms"; phone: string } | { channel: "email"; email: string };

/** Sends a verification code by SMS or e-mail; the slider token in `captchaToken` is spent by the call. */
export const useSendCode = (purpose: "register" | "reset") =>
  useMutation({
    mutationFn: ({ target, captchaToken }: { target: CodeTarget; captchaToken: string }) =>
      target.channel === "sms"
        ? sendSmsCode(target.phone, { captchaToken, purpose })
        : sendEmailCode({ email: target.email, captchaToken, purpose: "reset" }),
  });
