/**
 * The most common passwords of 8 characters or more in public breach lists, refused at sign-up
 * (docs/product.md#validation-signup). Compared lower-cased.
 */
const COMMON = new Set(
  (
    'password 12345678 123456789 1234567890 12345678910 qwertyuiop password1 password12 password123 ' +
    'passw0rd p@ssw0rd p@ssword iloveyou iloveyou1 11111111 00000000 88888888 87654321 987654321 ' +
    '123123123 123451234 1234qwer 1q2w3e4r 1q2w3e4r5t 1qaz2wsx qwerty12 qwerty123 qwertyui ' +
    'asdfghjk asdfghjkl zxcvbnm1 zxcvbnmm abc12345 abcd1234 abcdefgh aaaaaaaa sunshine princess ' +
    'football baseball basketball welcome1 welcome123 superman batman12 trustno1 letmein1 ' +
    'letmein123 admin123 administrator changeme monkey12 dragon12 master12 shadow12 michael1 ' +
    'jennifer jordan23 starwars whatever computer internet corvette mercedes liverpool chelsea1 ' +
    'arsenal1 chocolate butterfly samantha jessica1 charlie1 freedom1 secret12 summer2024 ' +
    'summer2025 winter2024 winter2025 spring2025 autumn2025 qazwsxedc zaq12wsx 1234abcd ' +
    'a1b2c3d4 123qweasd qweasdzxc 147258369 159753123 741852963 11223344 12341234 12344321 ' +
    '22222222 99999999 66666666 55555555 77777777 31415926 3.1415926 loveyou1 iloveu123 ' +
    'fuckyou1 fuckoff1 pokemon1 minecraft fortnite roblox12 newyork1 password! password1! ' +
    'passport travel123 travelling roaming1 esim1234 verizon1 iphone12 iphone13 samsung1 ' +
    'google12 facebook instagram linkedin twitter1 youtube1 netflix1 spotify1 microsoft ' +
    'unknown1 default1 guest123 test1234 testtest test12345 user1234 login123 access14 ' +
    'hello123 hellohello goodluck blink182 asdf1234 qwer1234 azertyuiop azerty123 motdepasse ' +
    'soleil123 bonjour1 doudou12 chouchou marseille nicolas1 julien12 loulou12 passwort ' +
    'hallo123 schatz12 contraseña contrasena'
  ).split(/\s+/),
);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
