import type { MailMessage } from '../../lib/mailer.ts';

import { escapeHtml as escape } from '../../lib/html.ts';

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f4f6f5;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:28px;border:1px solid #e3e8e6">
<div style="font-weight:700;font-size:20px;color:#0f766e;margin-bottom:16px">Sauda</div>
<h1 style="font-size:18px;margin:0 0 12px">${escape(title)}</h1>${bodyHtml}
<p style="color:#6b7280;font-size:12px;margin-top:24px">If you did not ask for this e-mail, you can ignore it.</p></div></body></html>`;
}

const button = (href: string, label: string) =>
  `<p><a href="${escape(href)}" style="display:inline-block;background:#0f766e;color:#fff;text-decoration:none;padding:10px 18px;border-radius:8px">${escape(label)}</a></p>`;

export function verificationEmail(to: string, name: string, link: string, code: string): MailMessage {
  return {
    to,
    subject: 'Verify your e-mail for Sauda',
    text: `Assalam-o-Alaikum ${name},\n\nConfirm your e-mail address to finish setting up Sauda:\n${link}\n\nOr enter this code on the verification page: ${code}\n\nThe link and code work once and expire in 24 hours.\n`,
    html: layout(
      'Verify your e-mail',
      `<p>Assalam-o-Alaikum ${escape(name)},</p><p>Confirm your e-mail address to finish setting up Sauda.</p>${button(link, 'Verify e-mail')}
<p>Or enter this code on the verification page:</p><p style="font-size:24px;letter-spacing:6px;font-weight:700">${code}</p>
<p style="color:#6b7280">The link and code work once and expire in 24 hours.</p>`,
    ),
  };
}

export function resetEmail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Sauda password',
    text: `Assalam-o-Alaikum ${name},\n\nSomeone (hopefully you) asked to reset your Sauda password. Choose a new one here:\n${link}\n\nThe link works once and expires in 1 hour.\n`,
    html: layout(
      'Reset your password',
      `<p>Assalam-o-Alaikum ${escape(name)},</p><p>Someone (hopefully you) asked to reset your Sauda password.</p>${button(link, 'Choose a new password')}
<p style="color:#6b7280">The link works once and expires in 1 hour.</p>`,
    ),
  };
}
