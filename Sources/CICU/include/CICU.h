#ifndef CICU_H
#define CICU_H

/// A small C surface over system ICU with names that do not change between ICU
/// versions (ICU's own symbols carry a version suffix, `uplrules_open_72`).
/// Strings are NUL-terminated UTF-8. Functions that write into `out` return the
/// length written (without the NUL), or -1 when ICU reports an error or `cap` is too
/// small.

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The ICU version, as "72.1".
int cicu_version(char *out, int cap);

/// The CLDR plural category (`zero`, `one`, `two`, `few`, `many`, `other`) of `n` in
/// `locale`, for cardinal numbers. A double with a fractional part has visible
/// fraction digits (1.5 is "1.5"); a whole double has none (1.0 is "1").
int cicu_plural_category(const char *locale, double n, char *out, int cap);

/// The categories of `count` numbers in `locale`, comma-separated, from one set of rules.
int cicu_plural_categories(const char *locale, const double *numbers, int count, char *out, int cap);

/// The cardinal plural rule set of every language CLDR gives one, as lines of
/// `language:set` (`fr:set4`): languages with the same set have the same rules.
int cicu_plural_rule_sets(char *out, int cap);

/// The plural categories `locale` uses, comma-separated, in ICU's order.
int cicu_plural_keywords(const char *locale, char *out, int cap);

/// The number of locales ICU has data for.
int cicu_available_locale_count(void);

/// The identifier of available locale `index` (`fr_CA`), or NULL when out of range.
/// The string belongs to ICU and lives as long as the process.
const char *cicu_available_locale(int index);

/// The language code of `locale` (`fr` for `fr_CA`).
int cicu_language(const char *locale, char *out, int cap);

/// The name of `locale`'s language in `display_locale` ("French" for `fr` in `en`).
int cicu_display_language(const char *locale, const char *display_locale, char *out, int cap);

/// Maps `text` (UTF-8) to lowercase (`mode` 0), uppercase (1) or titlecase (2) with the
/// rules of `locale` ("" for the root, language-neutral rules).
int cicu_case_map(const char *text, const char *locale, int mode, char *out, int cap);

/// `locale` as ICU canonicalizes it (`en_US` for `en-us` and `en_US.UTF-8`).
int cicu_canonicalize(const char *locale, char *out, int cap);

/// One subtag of `locale` as ICU parses it: the language (`part` 0), script (1), region
/// (2) or variant (3); "" when it has none.
int cicu_locale_part(const char *locale, int part, char *out, int cap);

/// The name of one subtag of `locale` (`part` as for `cicu_locale_part`) in
/// `display_locale`; ICU gives back the code itself when it has no name for it.
int cicu_display_part(const char *locale, int part, const char *display_locale, char *out, int cap);

/// `locale` with the subtags ICU deems likely added (`ja_Jpan_JP` for `und_JP`).
int cicu_add_likely_subtags(const char *locale, char *out, int cap);

/// The ISO 639 language code or ISO 3166 region code `index` of ICU's lists, or NULL when
/// out of range. The strings belong to ICU and live as long as the process.
const char *cicu_iso_language(int index);
const char *cicu_iso_region(int index);

/// The region ICU means by `code`: its canonical code (`GB` for the alias `UK`), with its
/// kind in `type` (ICU's `URegionType`: 1 a territory, 6 a deprecated one…). -1 when ICU
/// knows no such region.
int cicu_region(const char *code, int *type, char *out, int cap);

/// The codes of the name table `table` (`Variants`, `Scripts`) of the `lang` data of
/// `locale`, one a line: the subtags ICU can name.
int cicu_name_table_codes(const char *table, const char *locale, char *out, int cap);

/// 1 when ICU's data holds a bundle for exactly `locale` (or an alias of it), 0 when it
/// falls back to a parent.
int cicu_has_locale_data(const char *locale);
/// The standard exemplar characters of `locale`, either case, as inclusive code point
/// ranges (start, end pairs) in `out`: the number of values written, or -1.
int cicu_exemplar_ranges(const char *locale, uint32_t *out, int cap);
/// 1 when `code` is three capital letters that ISO 4217 gives (or gave) a currency.
int cicu_is_currency_code(const char *code);

#include <stdint.h>

#ifdef __cplusplus
}
#endif

#endif
