// System ICU, found through pkg-config (icu-uc, icu-i18n). Only the CICU shim includes
// ICU's headers; this module exists to carry ICU's compiler and linker flags.
