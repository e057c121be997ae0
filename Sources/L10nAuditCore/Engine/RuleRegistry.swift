/// Every rule, in catalogue order. One line per rule.
public enum RuleRegistry {
  public static let all: [any Rule] = [
    HardcodedUIString(),
    WeekBasedYear(),
    FixedFormatMissingLocale(),
    StaticCachedFormatter(),
    LocaleCaseOnMachineKey(),
    EnglishPluralBranch(),
    ConcatenatedLocalizedString(),
    DayOfYearPattern(),
    CatalogInvalid(),
    CatalogDuplicateKey(),
    CatalogMissingPluralForms(),
    CatalogMissingTranslation(),
    CatalogMissingKey(),
    CatalogUnusedKey(),
    CatalogPlaceholderMismatch(),
    DynamicLocalizationKey(),
    MissingTranslatorComment(),
    NonPositionalPlaceholders(),
    FrozenNotificationText(),
    FixedDayInterval(),
    PhysicalTextAlignment(),
    StringTypedUIProperty(),
    InvalidLocaleIdentifier(),
    LocaleDependentNumberParsing(),
    UnlocalizedDisplaySort(),
    HandFormattedNumber(),
  ]

  public static func rule(_ id: String) -> (any Rule)? {
    all.first { $0.id == id }
  }
}
