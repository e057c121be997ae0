// Stable names over ICU's versioned C API. Only this file sees ICU's headers.
#include "CICU.h"

#include <string.h>
#include <unicode/uchar.h>
#include <unicode/uenum.h>
#include <unicode/udata.h>
#include <unicode/uloc.h>
#include <unicode/ucurr.h>
#include <unicode/ulocdata.h>
#include <unicode/uset.h>
#include <unicode/uregion.h>
#include <unicode/upluralrules.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

static int copy_ascii(const char *s, int len, char *out, int cap) {
  if (s == NULL || len < 0 || len + 1 > cap) return -1;
  memcpy(out, s, (size_t)len);
  out[len] = 0;
  return len;
}

static int to_utf8(const UChar *s, int32_t len, char *out, int cap) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t written = 0;
  u_strToUTF8(out, cap, &written, s, len, &status);
  if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING || written + 1 > cap) {
    return -1;
  }
  return written;
}

int cicu_version(char *out, int cap) {
  UVersionInfo v;
  char s[U_MAX_VERSION_STRING_LENGTH];
  u_getVersion(v);
  u_versionToString(v, s);
  return copy_ascii(s, (int)strlen(s), out, cap);
}

int cicu_plural_category(const char *locale, double n, char *out, int cap) {
  UErrorCode status = U_ZERO_ERROR;
  UPluralRules *rules = uplrules_open(locale, &status);
  if (U_FAILURE(status)) return -1;
  UChar keyword[32];
  int32_t len = uplrules_select(rules, n, keyword, 32, &status);
  uplrules_close(rules);
  if (U_FAILURE(status)) return -1;
  return to_utf8(keyword, len, out, cap);
}

int cicu_plural_categories(const char *locale, const double *numbers, int count, char *out, int cap) {
  UErrorCode status = U_ZERO_ERROR;
  UPluralRules *rules = uplrules_open(locale, &status);
  if (U_FAILURE(status)) return -1;
  int written = 0;
  for (int i = 0; i < count && written >= 0; i++) {
    UChar keyword[32];
    char k[32];
    int32_t len = uplrules_select(rules, numbers[i], keyword, 32, &status);
    if (U_FAILURE(status) || to_utf8(keyword, len, k, 32) < 0) {
      written = -1;
      break;
    }
    int extra = (i > 0 ? 1 : 0) + len;
    if (written + extra + 1 > cap) {
      written = -1;
      break;
    }
    if (i > 0) out[written++] = ',';
    memcpy(out + written, k, (size_t)len);
    written += len;
  }
  uplrules_close(rules);
  if (written < 0 || cap < 1) return -1;
  out[written] = 0;
  return written;
}

int cicu_plural_rule_sets(char *out, int cap) {
  UErrorCode status = U_ZERO_ERROR;
  UResourceBundle *plurals = ures_openDirect(NULL, "plurals", &status);
  UResourceBundle *locales = ures_getByKey(plurals, "locales", NULL, &status);
  int written = U_SUCCESS(status) ? 0 : -1;
  while (written >= 0 && ures_hasNext(locales)) {
    const char *key = NULL;
    int32_t len = 0;
    const UChar *set = ures_getNextString(locales, &len, &key, &status);
    char name[64];
    int n = to_utf8(set, len, name, (int)sizeof name);
    int keyLength = key == NULL ? -1 : (int)strlen(key);
    if (U_FAILURE(status) || n < 0 || keyLength < 0 || written + keyLength + n + 3 > cap) {
      written = -1;
      break;
    }
    memcpy(out + written, key, (size_t)keyLength);
    written += keyLength;
    out[written++] = ':';
    memcpy(out + written, name, (size_t)n);
    written += n;
    out[written++] = '\n';
  }
  ures_close(locales);
  ures_close(plurals);
  if (written < 0 || cap < 1) return -1;
  out[written] = 0;
  return written;
}

int cicu_plural_keywords(const char *locale, char *out, int cap) {
  UErrorCode status = U_ZERO_ERROR;
  UPluralRules *rules = uplrules_open(locale, &status);
  if (U_FAILURE(status)) return -1;
  UEnumeration *e = uplrules_getKeywords(rules, &status);
  int written = 0;
  if (U_SUCCESS(status)) {
    const char *k;
    int32_t len = 0;
    while ((k = uenum_next(e, &len, &status)) != NULL && U_SUCCESS(status)) {
      int extra = (written > 0 ? 1 : 0) + len;
      if (written + extra + 1 > cap) {
        written = -1;
        break;
      }
      if (written > 0) out[written++] = ',';
      memcpy(out + written, k, (size_t)len);
      written += len;
    }
    uenum_close(e);
  }
  uplrules_close(rules);
  if (U_FAILURE(status) || written < 0) return -1;
  if (cap < 1) return -1;
  out[written] = 0;
  return written;
}

int cicu_available_locale_count(void) { return uloc_countAvailable(); }

const char *cicu_available_locale(int index) {
  if (index < 0 || index >= uloc_countAvailable()) return NULL;
  return uloc_getAvailable(index);
}

int cicu_language(const char *locale, char *out, int cap) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t len = uloc_getLanguage(locale, out, cap, &status);
  if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING || len + 1 > cap) return -1;
  return len;
}

int cicu_display_language(const char *locale, const char *display_locale, char *out, int cap) {
  UErrorCode status = U_ZERO_ERROR;
  UChar name[256];
  int32_t len = uloc_getDisplayLanguage(locale, display_locale, name, 256, &status);
  if (U_FAILURE(status) || len >= 256) return -1;
  return to_utf8(name, len, out, cap);
}

int cicu_case_map(const char *text, const char *locale, int mode, char *out, int cap) {
  UErrorCode status = U_ZERO_ERROR;
  UChar src[512];
  UChar dst[1024];
  int32_t srcLen = 0;
  u_strFromUTF8(src, 512, &srcLen, text, -1, &status);
  if (U_FAILURE(status) || srcLen >= 512) return -1;
  int32_t len;
  switch (mode) {
  case 0: len = u_strToLower(dst, 1024, src, srcLen, locale, &status); break;
  case 1: len = u_strToUpper(dst, 1024, src, srcLen, locale, &status); break;
  case 2: len = u_strToTitle(dst, 1024, src, srcLen, NULL, locale, &status); break;
  default: return -1;
  }
  if (U_FAILURE(status) || len >= 1024) return -1;
  return to_utf8(dst, len, out, cap);
}

int cicu_canonicalize(const char *locale, char *out, int cap) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t len = uloc_canonicalize(locale, out, cap, &status);
  if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING || len + 1 > cap) return -1;
  return len;
}

int cicu_locale_part(const char *locale, int part, char *out, int cap) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t len;
  switch (part) {
  case 0: len = uloc_getLanguage(locale, out, cap, &status); break;
  case 1: len = uloc_getScript(locale, out, cap, &status); break;
  case 2: len = uloc_getCountry(locale, out, cap, &status); break;
  case 3: len = uloc_getVariant(locale, out, cap, &status); break;
  default: return -1;
  }
  if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING || len + 1 > cap) return -1;
  return len;
}

int cicu_display_part(const char *locale, int part, const char *display_locale, char *out, int cap) {
  UErrorCode status = U_ZERO_ERROR;
  UChar name[256];
  int32_t len;
  switch (part) {
  case 0: len = uloc_getDisplayLanguage(locale, display_locale, name, 256, &status); break;
  case 1: len = uloc_getDisplayScript(locale, display_locale, name, 256, &status); break;
  case 2: len = uloc_getDisplayCountry(locale, display_locale, name, 256, &status); break;
  case 3: len = uloc_getDisplayVariant(locale, display_locale, name, 256, &status); break;
  default: return -1;
  }
  if (U_FAILURE(status) || len >= 256) return -1;
  return to_utf8(name, len, out, cap);
}

int cicu_add_likely_subtags(const char *locale, char *out, int cap) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t len = uloc_addLikelySubtags(locale, out, cap, &status);
  if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING || len + 1 > cap) return -1;
  return len;
}

static const char *nth(const char *const *list, int index) {
  if (index < 0) return NULL;
  for (int i = 0; list[i] != NULL; i++) {
    if (i == index) return list[i];
  }
  return NULL;
}

const char *cicu_iso_language(int index) { return nth(uloc_getISOLanguages(), index); }

const char *cicu_iso_region(int index) { return nth(uloc_getISOCountries(), index); }

int cicu_region(const char *code, int *type, char *out, int cap) {
  UErrorCode status = U_ZERO_ERROR;
  const URegion *region = uregion_getRegionFromCode(code, &status);
  if (U_FAILURE(status) || region == NULL) return -1;
  const char *canonical = uregion_getRegionCode(region);
  *type = (int)uregion_getType(region);
  return copy_ascii(canonical, (int)strlen(canonical), out, cap);
}

int cicu_name_table_codes(const char *table, const char *locale, char *out, int cap) {
  UErrorCode status = U_ZERO_ERROR;
  UResourceBundle *names = ures_open(U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "lang", locale, &status);
  UResourceBundle *codes = ures_getByKey(names, table, NULL, &status);
  int written = U_SUCCESS(status) ? 0 : -1;
  while (written >= 0 && ures_hasNext(codes)) {
    UResourceBundle *entry = ures_getNextResource(codes, NULL, &status);
    const char *key = U_SUCCESS(status) ? ures_getKey(entry) : NULL;
    int len = key == NULL ? -1 : (int)strlen(key);
    if (len < 0 || written + len + 2 > cap) {
      written = -1;
    } else {
      memcpy(out + written, key, (size_t)len);
      written += len;
      out[written++] = '\n';
    }
    ures_close(entry);
  }
  ures_close(codes);
  ures_close(names);
  if (written < 0 || cap < 1) return -1;
  out[written] = 0;
  return written;
}

int cicu_has_locale_data(const char *locale) {
  UErrorCode status = U_ZERO_ERROR;
  UResourceBundle *bundle = ures_open(NULL, locale, &status);
  int exact = U_SUCCESS(status) && status != U_USING_FALLBACK_WARNING && status != U_USING_DEFAULT_WARNING;
  ures_close(bundle);
  return exact;
}

int cicu_exemplar_ranges(const char *locale, uint32_t *out, int cap) {
  UErrorCode status = U_ZERO_ERROR;
  ULocaleData *data = ulocdata_open(locale, &status);
  if (U_FAILURE(status)) return -1;
  USet *set = ulocdata_getExemplarSet(data, NULL, USET_CASE_INSENSITIVE, ULOCDATA_ES_STANDARD, &status);
  ulocdata_close(data);
  if (U_FAILURE(status) || set == NULL) {
    if (set) uset_close(set);
    return -1;
  }
  int32_t count = uset_getRangeCount(set);
  int written = 0;
  for (int32_t i = 0; i < count && written + 2 <= cap; i++) {
    UChar32 start, end;
    UErrorCode e = U_ZERO_ERROR;
    if (uset_getItem(set, i, &start, &end, NULL, 0, &e) != 0) continue;
    out[written++] = (uint32_t)start;
    out[written++] = (uint32_t)end;
  }
  uset_close(set);
  return written;
}

int cicu_is_currency_code(const char *code) {
  UChar u[4];
  for (int i = 0; i < 3; i++) {
    if (code[i] < 'A' || code[i] > 'Z') return 0;
    u[i] = (UChar)code[i];
  }
  if (code[3] != 0) return 0;
  u[3] = 0;
  UErrorCode status = U_ZERO_ERROR;
  UBool known = ucurr_isAvailable(u, -8.64e15, 8.64e15, &status);
  return U_SUCCESS(status) && known;
}
