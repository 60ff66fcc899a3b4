/**
 * Passwords of 8+ characters seen most often in public breach corpora, plus local favourites.
 * Shorter ones are already refused by the length rule.
 */
const LIST = `password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa55word
12345678 123456789 1234567890 0123456789 87654321 987654321 11111111 111111111 00000000 12341234 11223344
12121212 123123123 1q2w3e4r 1q2w3e4r5t 1qaz2wsx qwertyui qwerty123 qwerty1234 qwertyuiop asdfghjk asdfghjkl
zxcvbnm1 zxcvbnmm iloveyou iloveyou1 iloveyou2 sunshine princess football baseball welcome1 welcome123
letmein1 letmein123 trustno1 superman batman123 starwars whatever computer internet michael1 jennifer
abcd1234 abc12345 abcdefgh aaaaaaaa qazwsxedc 1234qwer q1w2e3r4 q1w2e3r4t5 admin123 administrator
changeme changeme123 default1 monkey123 dragon123 master123 shadow123 freedom1 passpass secret123
pakistan pakistan1 pakistan123 pakistan786 pakistani lahore123 karachi123 islamabad 786786786 78678678
allah786 muhammad mohammad muhammad786 bismillah bismillah786 pakistanzindabad imrankhan cricket123
sauda123 saudapk sauda1234 seller123 business1 shopping1 shopify123 online123 onlineshop mystore1
qwerty12 qwertyu1 asdf1234 zaq12wsx 1qazxsw2 google123 facebook1 instagram whatsapp1 samsung1 nokia123
loveyou1 lovely123 babygirl1 mustang1 jordan23 hello123 hello1234 123abc123 test1234 testing123 temp1234`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter((p) => p.length >= 8));
