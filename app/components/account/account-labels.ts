import { useRouteLoaderData } from "react-router";

/**
 * The texts of the account page (/account, /{lang}/account) in the ten UI languages of spec
 * public-site §2, like the sign-in forms' (auth-labels.ts). Only the account route's chunk carries
 * this table. "Logout" is the spec's word in English.
 */
export type AccountLabels = {
  title: string;
  profile: string;
  name: string;
  username: string;
  email: string;
  memberSince: string;
  organizations: string;
  noOrganizations: string;
  thisSite: string;
  roleAdmin: string;
  roleUser: string;
  changePassword: string;
  changingPassword: string;
  currentPassword: string;
  passwordUpdated: string;
  wrongCurrentPassword: string;
  sessions: string;
  logout: string;
  loggingOut: string;
  signOutEverywhere: string;
  signingOutEverywhere: string;
  signOutEverywhereHint: string;
};

const LABELS: Record<string, AccountLabels> = {
  en: {
    title: "Your account",
    profile: "Profile",
    name: "Name",
    username: "Username",
    email: "Email",
    memberSince: "Member since",
    organizations: "Organizations",
    noOrganizations: "You do not belong to any organization yet.",
    thisSite: "(this site)",
    roleAdmin: "Admin",
    roleUser: "User",
    changePassword: "Change password",
    changingPassword: "Changing password…",
    currentPassword: "Current password",
    passwordUpdated: "Your password has been changed. Your other sessions were signed out.",
    wrongCurrentPassword: "Your current password is not correct.",
    sessions: "Sessions",
    logout: "Logout",
    loggingOut: "Logging out…",
    signOutEverywhere: "Sign out everywhere",
    signingOutEverywhere: "Signing out everywhere…",
    signOutEverywhereHint: "“Sign out everywhere” ends your sessions on every device, this one included.",
  },
  es: {
    title: "Su cuenta",
    profile: "Perfil",
    name: "Nombre",
    username: "Nombre de usuario",
    email: "Correo electrónico",
    memberSince: "Miembro desde",
    organizations: "Organizaciones",
    noOrganizations: "Todavía no pertenece a ninguna organización.",
    thisSite: "(este sitio)",
    roleAdmin: "Administrador",
    roleUser: "Usuario",
    changePassword: "Cambiar contraseña",
    changingPassword: "Cambiando la contraseña…",
    currentPassword: "Contraseña actual",
    passwordUpdated: "Su contraseña se ha cambiado. Se cerraron sus otras sesiones.",
    wrongCurrentPassword: "Su contraseña actual no es correcta.",
    sessions: "Sesiones",
    logout: "Cerrar sesión",
    loggingOut: "Cerrando sesión…",
    signOutEverywhere: "Cerrar sesión en todas partes",
    signingOutEverywhere: "Cerrando sesión en todas partes…",
    signOutEverywhereHint:
      "«Cerrar sesión en todas partes» cierra sus sesiones en todos los dispositivos, también en este.",
  },
  fr: {
    title: "Votre compte",
    profile: "Profil",
    name: "Nom",
    username: "Nom d'utilisateur",
    email: "E-mail",
    memberSince: "Membre depuis",
    organizations: "Organisations",
    noOrganizations: "Vous n'appartenez encore à aucune organisation.",
    thisSite: "(ce site)",
    roleAdmin: "Administrateur",
    roleUser: "Utilisateur",
    changePassword: "Changer le mot de passe",
    changingPassword: "Changement du mot de passe…",
    currentPassword: "Mot de passe actuel",
    passwordUpdated: "Votre mot de passe a été changé. Vos autres sessions ont été fermées.",
    wrongCurrentPassword: "Votre mot de passe actuel n'est pas correct.",
    sessions: "Sessions",
    logout: "Se déconnecter",
    loggingOut: "Déconnexion…",
    signOutEverywhere: "Se déconnecter partout",
    signingOutEverywhere: "Déconnexion partout…",
    signOutEverywhereHint: "« Se déconnecter partout » ferme vos sessions sur tous les appareils, y compris celui-ci.",
  },
  de: {
    title: "Ihr Konto",
    profile: "Profil",
    name: "Name",
    username: "Benutzername",
    email: "E-Mail",
    memberSince: "Mitglied seit",
    organizations: "Organisationen",
    noOrganizations: "Sie gehören noch keiner Organisation an.",
    thisSite: "(diese Website)",
    roleAdmin: "Administrator",
    roleUser: "Benutzer",
    changePassword: "Passwort ändern",
    changingPassword: "Passwort wird geändert…",
    currentPassword: "Aktuelles Passwort",
    passwordUpdated: "Ihr Passwort wurde geändert. Ihre anderen Sitzungen wurden abgemeldet.",
    wrongCurrentPassword: "Ihr aktuelles Passwort ist nicht korrekt.",
    sessions: "Sitzungen",
    logout: "Abmelden",
    loggingOut: "Abmelden…",
    signOutEverywhere: "Überall abmelden",
    signingOutEverywhere: "Überall abmelden…",
    signOutEverywhereHint: "„Überall abmelden“ beendet Ihre Sitzungen auf allen Geräten, auch auf diesem.",
  },
  ru: {
    title: "Ваш аккаунт",
    profile: "Профиль",
    name: "Имя",
    username: "Имя пользователя",
    email: "Эл. почта",
    memberSince: "Участник с",
    organizations: "Организации",
    noOrganizations: "Вы пока не состоите ни в одной организации.",
    thisSite: "(этот сайт)",
    roleAdmin: "Администратор",
    roleUser: "Пользователь",
    changePassword: "Изменить пароль",
    changingPassword: "Меняем пароль…",
    currentPassword: "Текущий пароль",
    passwordUpdated: "Ваш пароль изменён. Другие ваши сеансы завершены.",
    wrongCurrentPassword: "Текущий пароль указан неверно.",
    sessions: "Сеансы",
    logout: "Выйти",
    loggingOut: "Выходим…",
    signOutEverywhere: "Выйти везде",
    signingOutEverywhere: "Выходим везде…",
    signOutEverywhereHint: "«Выйти везде» завершает ваши сеансы на всех устройствах, включая это.",
  },
  it: {
    title: "Il tuo account",
    profile: "Profilo",
    name: "Nome",
    username: "Nome utente",
    email: "E-mail",
    memberSince: "Membro dal",
    organizations: "Organizzazioni",
    noOrganizations: "Non fai ancora parte di nessuna organizzazione.",
    thisSite: "(questo sito)",
    roleAdmin: "Amministratore",
    roleUser: "Utente",
    changePassword: "Cambia password",
    changingPassword: "Modifica della password…",
    currentPassword: "Password attuale",
    passwordUpdated: "La tua password è stata cambiata. Le altre sessioni sono state chiuse.",
    wrongCurrentPassword: "La password attuale non è corretta.",
    sessions: "Sessioni",
    logout: "Esci",
    loggingOut: "Uscita in corso…",
    signOutEverywhere: "Esci ovunque",
    signingOutEverywhere: "Uscita ovunque in corso…",
    signOutEverywhereHint: "«Esci ovunque» chiude le tue sessioni su tutti i dispositivi, compreso questo.",
  },
  pt: {
    title: "A sua conta",
    profile: "Perfil",
    name: "Nome",
    username: "Nome de utilizador",
    email: "E-mail",
    memberSince: "Membro desde",
    organizations: "Organizações",
    noOrganizations: "Ainda não pertence a nenhuma organização.",
    thisSite: "(este site)",
    roleAdmin: "Administrador",
    roleUser: "Utilizador",
    changePassword: "Alterar palavra-passe",
    changingPassword: "A alterar a palavra-passe…",
    currentPassword: "Palavra-passe atual",
    passwordUpdated: "A sua palavra-passe foi alterada. As suas outras sessões foram terminadas.",
    wrongCurrentPassword: "A sua palavra-passe atual não está correta.",
    sessions: "Sessões",
    logout: "Terminar sessão",
    loggingOut: "A terminar sessão…",
    signOutEverywhere: "Terminar sessão em todo o lado",
    signingOutEverywhere: "A terminar sessão em todo o lado…",
    signOutEverywhereHint:
      "«Terminar sessão em todo o lado» termina as suas sessões em todos os dispositivos, incluindo este.",
  },
  pl: {
    title: "Twoje konto",
    profile: "Profil",
    name: "Imię i nazwisko",
    username: "Nazwa użytkownika",
    email: "E-mail",
    memberSince: "Członek od",
    organizations: "Organizacje",
    noOrganizations: "Nie należysz jeszcze do żadnej organizacji.",
    thisSite: "(ta witryna)",
    roleAdmin: "Administrator",
    roleUser: "Użytkownik",
    changePassword: "Zmień hasło",
    changingPassword: "Zmienianie hasła…",
    currentPassword: "Obecne hasło",
    passwordUpdated: "Twoje hasło zostało zmienione. Pozostałe sesje zostały wylogowane.",
    wrongCurrentPassword: "Obecne hasło jest nieprawidłowe.",
    sessions: "Sesje",
    logout: "Wyloguj",
    loggingOut: "Wylogowywanie…",
    signOutEverywhere: "Wyloguj wszędzie",
    signingOutEverywhere: "Wylogowywanie wszędzie…",
    signOutEverywhereHint: "„Wyloguj wszędzie” kończy Twoje sesje na wszystkich urządzeniach, również na tym.",
  },
  zh: {
    title: "您的账户",
    profile: "个人资料",
    name: "姓名",
    username: "用户名",
    email: "电子邮箱",
    memberSince: "注册时间",
    organizations: "组织",
    noOrganizations: "您还不属于任何组织。",
    thisSite: "（本站）",
    roleAdmin: "管理员",
    roleUser: "用户",
    changePassword: "修改密码",
    changingPassword: "正在修改密码…",
    currentPassword: "当前密码",
    passwordUpdated: "您的密码已修改，其他会话已退出登录。",
    wrongCurrentPassword: "当前密码不正确。",
    sessions: "会话",
    logout: "退出登录",
    loggingOut: "正在退出…",
    signOutEverywhere: "在所有设备上退出",
    signingOutEverywhere: "正在所有设备上退出…",
    signOutEverywhereHint: "“在所有设备上退出”会结束您在所有设备上的会话，包括当前设备。",
  },
  ja: {
    title: "アカウント",
    profile: "プロフィール",
    name: "名前",
    username: "ユーザー名",
    email: "メールアドレス",
    memberSince: "登録日",
    organizations: "組織",
    noOrganizations: "まだどの組織にも所属していません。",
    thisSite: "（このサイト）",
    roleAdmin: "管理者",
    roleUser: "ユーザー",
    changePassword: "パスワードを変更",
    changingPassword: "パスワードを変更しています…",
    currentPassword: "現在のパスワード",
    passwordUpdated: "パスワードを変更しました。他のセッションはログアウトされました。",
    wrongCurrentPassword: "現在のパスワードが正しくありません。",
    sessions: "セッション",
    logout: "ログアウト",
    loggingOut: "ログアウトしています…",
    signOutEverywhere: "すべての端末からログアウト",
    signingOutEverywhere: "すべての端末からログアウトしています…",
    signOutEverywhereHint: "「すべての端末からログアウト」は、この端末を含むすべての端末のセッションを終了します。",
  },
};

/** Every language the table has (the ten UI languages); tests hold each one complete. */
export const ACCOUNT_LABEL_LOCALES = Object.keys(LABELS);

export function accountLabels(locale: string | null | undefined): AccountLabels {
  return (locale && Object.hasOwn(LABELS, locale) ? LABELS[locale] : undefined) ?? LABELS.en!;
}

/** The labels of the page's language (the root loader's locale). */
export function useAccountLabels(): AccountLabels {
  const root = useRouteLoaderData<{ locale?: string }>("root");
  return accountLabels(root?.locale);
}
