// `npm run mail:list` and `npm run mail:show -- <id>`: the messages the local mail server kept
// (docs/operations.md, "Local mail"). Local only: with SMTP_URL set, mail goes to that server and
// nothing is kept here.
import { join } from 'node:path';
import { isLoopbackUrl } from '../src/env.js';
import { findLocalMail, listLocalMail } from '../src/local/mail';
import { LOCAL_MAIL_DIR } from '../src/local/stack';

function main(): number {
  const smtp = process.env.SMTP_URL;
  if (smtp && !isLoopbackUrl(smtp.replace(/^smtps?:/, 'http:'))) {
    console.error('SMTP_URL points at a mail server: messages are sent there, and only the local mail server of `npm start` keeps them here.');
    return 1;
  }
  const dir = join(process.env.RUMBO_DATA_DIR || '.data', LOCAL_MAIL_DIR);
  const [command, id] = process.argv.slice(2);
  if (command === 'list') {
    const all = listLocalMail(dir);
    if (!all.length) console.log(`No messages in ${dir}.`);
    for (const mail of all) console.log(`${mail.id}  ${mail.received_at}  to ${mail.to.join(', ')}  ${mail.language ?? '--'}  "${mail.subject}"`);
    return 0;
  }
  if (command === 'show' && id) {
    const mail = findLocalMail(dir, id);
    if (!mail) {
      console.error(`No message ${id} in ${dir} (npm run mail:list lists them).`);
      return 1;
    }
    console.log(
      [
        `Id:       ${mail.id}`,
        `Received: ${mail.received_at}`,
        `From:     ${mail.from}`,
        `To:       ${mail.to.join(', ')}`,
        `Subject:  ${mail.subject}`,
        `Language: ${mail.language ?? '--'}`,
        '',
        mail.text,
        `(HTML part and the message as sent: ${join(dir, `${mail.id}.json`)}, ${join(dir, `${mail.id}.eml`)})`,
      ].join('\n'),
    );
    return 0;
  }
  console.error('Usage: npm run mail:list | npm run mail:show -- <id>');
  return 1;
}

process.exit(main());
