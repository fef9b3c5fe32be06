/**
 * Letters of other scripts (and digits) that look like Latin letters once case is folded: Cyrillic and Greek
 * homoglyphs, whose capitals look like Latin capitals (Cyrillic 'В' like 'B', so 'в' maps to 'b'), and the digit
 * look-alikes of UTS #39's confusables (0 like o, 1 like l). A curated subset: the letters a name can be spoofed with.
 */
const CONFUSABLES: Record<string, string> = {
  // Cyrillic
  а: 'a', в: 'b', с: 'c', ԁ: 'd', е: 'e', ё: 'e', һ: 'h', н: 'h', і: 'i', ї: 'i', ј: 'j', к: 'k', ӏ: 'l', м: 'm',
  п: 'n', о: 'o', р: 'p', ԛ: 'q', г: 'r', ѕ: 's', т: 't', у: 'y', ѵ: 'v', ԝ: 'w', х: 'x', ү: 'y', з: '3', ь: 'b',
  // Greek
  α: 'a', β: 'b', ε: 'e', η: 'h', ι: 'i', κ: 'k', μ: 'm', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x',
  ζ: 'z', γ: 'y', ω: 'w',
  // Latin look-alikes and digits
  ı: 'i', ɩ: 'i', ȷ: 'j', '0': 'o', '1': 'l', '5': 's',
};

/**
 * The form two usernames share when they look alike (ADR 0044): NFKC (fullwidth 'Ａ' is 'A', ligatures split), case
 * folded, then each confusable character replaced by the Latin letter it imitates. 'Ａｄｍｉｎ', 'аdmin' (Cyrillic а)
 * and 'ADMIN' all give 'admin'. Stored unique in users.username_skeleton, so racing registrations cannot both win.
 */
export function usernameSkeleton(username: string): string {
  const folded = username.normalize('NFKC').toLowerCase().normalize('NFKC');
  let skeleton = '';
  for (const char of folded) skeleton += CONFUSABLES[char] ?? char;
  return skeleton;
}
