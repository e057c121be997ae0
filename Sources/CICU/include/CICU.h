#ifndef CICU_H
#define CICU_H

/// A small C surface over system ICU with names that do not change between ICU
/// versions (ICU's own symbols carry a version suffix, `uplrules_open_72`).
/// Strings are NUL-terminated UTF-8. Functions that write into `out` return the
/// length written (without the NUL), or -1 when ICU reports an error or `cap` is too
/// small.

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

#ifdef __cplusplus
}
#endif

#endif
