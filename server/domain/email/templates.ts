import type { Locale } from "../../../shared/i18n/locales.ts";

export type EmailKind = "verify_email" | "reset_password" | "welcome" | "free_trial";

type Copy = { subject: string; greeting: string; lines: string[]; button?: string; footer: string };

/** `{org}`, `{name}` and `{hours}` are filled in; e-mails fall back to English for other languages. */
const COPY: Record<"en" | "es" | "fr" | "de", Record<EmailKind, Copy>> = {
  en: {
    verify_email: {
      subject: "Confirm your email address for {org}",
      greeting: "Hello {name},",
      lines: [
        "Thank you for registering with {org}.",
        "Please confirm your email address to activate your account. The link is valid for {hours} hours.",
      ],
      button: "Confirm my email address",
      footer: "If you did not create an account, you can ignore this email.",
    },
    reset_password: {
      subject: "Reset your {org} password",
      greeting: "Hello {name},",
      lines: [
        "We received a request to reset your password.",
        "The link below can be used once and is valid for {hours} hour.",
      ],
      button: "Choose a new password",
      footer: "If you did not ask for this, you can ignore this email; your password stays the same.",
    },
    welcome: {
      subject: "Welcome to {org}",
      greeting: "Hello {name},",
      lines: ["Your account at {org} is ready.", "You can sign in at any time to manage your profile."],
      button: "Go to my account",
      footer: "Thank you for joining us.",
    },
    free_trial: {
      subject: "Your {org} free trial has started",
      greeting: "Hello {name},",
      lines: ["Your free trial at {org} is active.", "Explore everything and tell us if we can help."],
      button: "Open {org}",
      footer: "Thank you for trying us.",
    },
  },
  es: {
    verify_email: {
      subject: "Confirme su correo electrónico para {org}",
      greeting: "Hola {name}:",
      lines: [
        "Gracias por registrarse en {org}.",
        "Confirme su correo electrónico para activar su cuenta. El enlace es válido durante {hours} horas.",
      ],
      button: "Confirmar mi correo",
      footer: "Si no ha creado una cuenta, puede ignorar este correo.",
    },
    reset_password: {
      subject: "Restablezca su contraseña de {org}",
      greeting: "Hola {name}:",
      lines: [
        "Hemos recibido una solicitud para restablecer su contraseña.",
        "El enlace solo se puede usar una vez y es válido durante {hours} hora.",
      ],
      button: "Elegir una nueva contraseña",
      footer: "Si no lo ha solicitado, ignore este correo; su contraseña no cambia.",
    },
    welcome: {
      subject: "Bienvenido a {org}",
      greeting: "Hola {name}:",
      lines: ["Su cuenta en {org} está lista.", "Puede iniciar sesión en cualquier momento para gestionar su perfil."],
      button: "Ir a mi cuenta",
      footer: "Gracias por unirse.",
    },
    free_trial: {
      subject: "Su prueba gratuita de {org} ha comenzado",
      greeting: "Hola {name}:",
      lines: ["Su prueba gratuita en {org} está activa.", "Explórelo todo y díganos si podemos ayudarle."],
      button: "Abrir {org}",
      footer: "Gracias por probarnos.",
    },
  },
  fr: {
    verify_email: {
      subject: "Confirmez votre adresse e-mail pour {org}",
      greeting: "Bonjour {name},",
      lines: [
        "Merci de votre inscription chez {org}.",
        "Confirmez votre adresse e-mail pour activer votre compte. Le lien est valable {hours} heures.",
      ],
      button: "Confirmer mon adresse",
      footer: "Si vous n'avez pas créé de compte, ignorez cet e-mail.",
    },
    reset_password: {
      subject: "Réinitialisez votre mot de passe {org}",
      greeting: "Bonjour {name},",
      lines: [
        "Nous avons reçu une demande de réinitialisation de votre mot de passe.",
        "Le lien ne sert qu'une fois et reste valable {hours} heure.",
      ],
      button: "Choisir un nouveau mot de passe",
      footer:
        "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.",
    },
    welcome: {
      subject: "Bienvenue chez {org}",
      greeting: "Bonjour {name},",
      lines: ["Votre compte chez {org} est prêt.", "Connectez-vous à tout moment pour gérer votre profil."],
      button: "Accéder à mon compte",
      footer: "Merci de nous avoir rejoints.",
    },
    free_trial: {
      subject: "Votre essai gratuit de {org} a commencé",
      greeting: "Bonjour {name},",
      lines: ["Votre essai gratuit chez {org} est actif.", "Découvrez tout et dites-nous si nous pouvons vous aider."],
      button: "Ouvrir {org}",
      footer: "Merci de nous essayer.",
    },
  },
  de: {
    verify_email: {
      subject: "Bestätigen Sie Ihre E-Mail-Adresse für {org}",
      greeting: "Hallo {name},",
      lines: [
        "Danke für Ihre Registrierung bei {org}.",
        "Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren. Der Link ist {hours} Stunden gültig.",
      ],
      button: "E-Mail-Adresse bestätigen",
      footer: "Wenn Sie kein Konto angelegt haben, können Sie diese E-Mail ignorieren.",
    },
    reset_password: {
      subject: "Setzen Sie Ihr Passwort für {org} zurück",
      greeting: "Hallo {name},",
      lines: [
        "Wir haben eine Anfrage zum Zurücksetzen Ihres Passworts erhalten.",
        "Der Link ist einmal verwendbar und {hours} Stunde gültig.",
      ],
      button: "Neues Passwort wählen",
      footer: "Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.",
    },
    welcome: {
      subject: "Willkommen bei {org}",
      greeting: "Hallo {name},",
      lines: ["Ihr Konto bei {org} ist bereit.", "Sie können sich jederzeit anmelden, um Ihr Profil zu verwalten."],
      button: "Zu meinem Konto",
      footer: "Danke, dass Sie dabei sind.",
    },
    free_trial: {
      subject: "Ihre kostenlose Testphase bei {org} hat begonnen",
      greeting: "Hallo {name},",
      lines: [
        "Ihre kostenlose Testphase bei {org} ist aktiv.",
        "Probieren Sie alles aus und sagen Sie uns, wenn wir helfen können.",
      ],
      button: "{org} öffnen",
      footer: "Danke, dass Sie uns testen.",
    },
  },
};

const HOURS: Record<EmailKind, number> = { verify_email: 24, reset_password: 1, welcome: 0, free_trial: 0 };

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );
}

export type RenderedEmail = { subject: string; html: string; text: string };

/** One mail, HTML and plain text, in the visitor's language, with the organization's name and colour. */
export function renderEmail({
  kind,
  locale,
  organizationName,
  primaryColor,
  recipientName,
  link,
}: {
  kind: EmailKind;
  locale: Locale | string;
  organizationName: string;
  /** A hex colour (mail clients do not know oklch). */
  primaryColor: string;
  recipientName: string;
  link: string;
}): RenderedEmail {
  const copy = (COPY[locale as keyof typeof COPY] ?? COPY.en)[kind];
  const fill = (template: string) =>
    template
      .replaceAll("{org}", organizationName)
      .replaceAll("{name}", recipientName)
      .replaceAll("{hours}", String(HOURS[kind]));
  const subject = fill(copy.subject).replace(/[\r\n]+/g, " ");
  const lines = copy.lines.map(fill);
  const button = copy.button ? fill(copy.button) : null;
  const color = /^#[0-9a-f]{3,8}$/i.test(primaryColor) ? primaryColor : "#0284c7";
  const text = [
    fill(copy.greeting),
    "",
    ...lines,
    "",
    ...(button ? [`${button}: ${link}`, ""] : []),
    fill(copy.footer),
    "",
    `— ${organizationName}`,
  ].join("\n");
  const html = `<!doctype html>
<html lang="${escapeHtml(String(locale))}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${color};color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold">${escapeHtml(organizationName)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
<p style="margin:0 0 16px">${escapeHtml(fill(copy.greeting))}</p>
${lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join("\n")}
${
  button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:${color};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(button)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280;word-break:break-all">${escapeHtml(link)}</p>`
    : ""
}
<p style="margin:16px 0 0;font-size:13px;color:#6b7280">${escapeHtml(fill(copy.footer))}</p>
</td></tr></table></td></tr></table>
</body></html>`;
  return { subject, html, text };
}
