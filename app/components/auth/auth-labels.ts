import { useRouteLoaderData } from "react-router";
import * as m from "../../../shared/i18n/paraglide/messages.js";
import { ui } from "../../../shared/i18n/ui-locales.ts";

/**
 * The texts of the login, registration and reset forms (pages and dialog) in the UI languages (spec
 * public-site §2), from the message catalogue (visitor_auth_*). The rules' validation and error
 * messages are worded in auth-messages.ts. Only the account forms' lazily loaded chunks carry these
 * messages, never the home page.
 */
export type AuthLabels = {
  loginTitle: string;
  loginDescription: string;
  registerTitle: string;
  registerDescription: string;
  close: string;
  showPassword: string;
  signedInRedirecting: string;
  email: string;
  password: string;
  rememberMe: string;
  logIn: string;
  loggingIn: string;
  newPassword: string;
  passwordHint: string;
  confirmNewPassword: string;
  setNewPassword: string;
  saving: string;
  username: string;
  fullNameOptional: string;
  createAccount: string;
  creatingAccount: string;
  sendResetLink: string;
  sending: string;
  chooseNewPassword: string;
  resetYourPassword: string;
  resetIntro: string;
  forgotPassword: string;
  backToLogin: string;
  alreadyHaveAccount: string;
  goToLogin: string;
  requestNewLink: string;
};

export function authLabels(locale: string | null | undefined): AuthLabels {
  const o = ui(locale);
  return {
    loginTitle: m.visitor_auth_loginTitle({}, o),
    loginDescription: m.visitor_auth_loginDescription({}, o),
    registerTitle: m.visitor_auth_registerTitle({}, o),
    registerDescription: m.visitor_auth_registerDescription({}, o),
    close: m.visitor_auth_close({}, o),
    showPassword: m.visitor_auth_showPassword({}, o),
    signedInRedirecting: m.visitor_auth_signedInRedirecting({}, o),
    email: m.visitor_auth_email({}, o),
    password: m.visitor_auth_password({}, o),
    rememberMe: m.visitor_auth_rememberMe({}, o),
    logIn: m.visitor_auth_logIn({}, o),
    loggingIn: m.visitor_auth_loggingIn({}, o),
    newPassword: m.visitor_auth_newPassword({}, o),
    passwordHint: m.visitor_auth_passwordHint({}, o),
    confirmNewPassword: m.visitor_auth_confirmNewPassword({}, o),
    setNewPassword: m.visitor_auth_setNewPassword({}, o),
    saving: m.visitor_auth_saving({}, o),
    username: m.visitor_auth_username({}, o),
    fullNameOptional: m.visitor_auth_fullNameOptional({}, o),
    createAccount: m.visitor_auth_createAccount({}, o),
    creatingAccount: m.visitor_auth_creatingAccount({}, o),
    sendResetLink: m.visitor_auth_sendResetLink({}, o),
    sending: m.visitor_auth_sending({}, o),
    chooseNewPassword: m.visitor_auth_chooseNewPassword({}, o),
    resetYourPassword: m.visitor_auth_resetYourPassword({}, o),
    resetIntro: m.visitor_auth_resetIntro({}, o),
    forgotPassword: m.visitor_auth_forgotPassword({}, o),
    backToLogin: m.visitor_auth_backToLogin({}, o),
    alreadyHaveAccount: m.visitor_auth_alreadyHaveAccount({}, o),
    goToLogin: m.visitor_auth_goToLogin({}, o),
    requestNewLink: m.visitor_auth_requestNewLink({}, o),
  };
}

/** The labels of the page's language (the root loader's locale). */
export function useAuthLabels(): AuthLabels {
  const root = useRouteLoaderData<{ locale?: string }>("root");
  return authLabels(root?.locale);
}
