import Testing

@testable import L10nAuditCore

@Suite struct ConcatenatedLocalizedStringTests {
  func columns(_ code: String, path: String = "Sources/App/File.swift") -> [Int] {
    run(ConcatenatedLocalizedString(), code, path: path).map(\.start.column)
  }

  static let pedantic = {
    var options = RuleOptions()
    options.pedantic = true
    return options
  }()

  /// The columns reported with `pedantic` on: for joins that show no words or marks of
  /// their own, which are quiet by default (`showsJoint`).
  func pedanticColumns(_ code: String) -> [Int] {
    run(ConcatenatedLocalizedString(), code, options: ConcatenatedLocalizedStringTests.pedantic).map(
      \.start.column)
  }

  /// Each code is quiet by default and reported once with `pedantic` on.
  func expectPedanticOnly(_ codes: [String]) {
    var options = RuleOptions()
    options.pedantic = true
    for code in codes {
      #expect(columns(code).isEmpty, "\(code)")
      let source = SourceFile(path: "Sources/App/File.swift", text: code)
      #expect(
        Linter(rules: [ConcatenatedLocalizedString()], options: options).lint(source).count == 1, "\(code)")
    }
  }

  /// By default a join is reported where the code shows the split: words or a joining
  /// mark in a literal, a phrase's opening, or a value between two localized pieces.
  @Test func joinsThatShowTheSplitAreReportedByDefault() {
    let reported = [
      #"func f() { label.text = "Signed in as " + name }"#,
      #"func f() { label.text = L10n.total + ": " + count }"#,
      #"func f() { label.text = "\(L10n.welcome) \(name)!" }"#,
      #"func f() { label.text = L10n.sharedBy + " " + name }"#,
      #"func f() { label.text = distance + " away".localized() }"#,
      #"func f() { label.text = NSLocalizedString("Comments are disabled by", comment: "") + name }"#,
      #"func f() { label.text = "\(L10n.consumed) \(calories) \(L10n.kcalToday)" }"#,
      #"func f() { var s = L10n.total; s += ": \(count)"; label.text = s }"#,
      #"func f() { label.text = [L10n.sharedBy, name].joined(separator: " ") }"#,
      #"var body: some View { Text(L10n.prefix) + Text(", ") + Text(name) }"#,
    ]
    for code in reported { #expect(columns(code).count == 1, "\(code)") }
    // A list separator between two lookups sets apart items; a value between them joins.
    #expect(
      columns(#"let t = Text("\(Text(L10n.easy))\(Text(verbatim: " · "))\(Text(L10n.ready))")"#).isEmpty)
    #expect(columns(#"let s = "\(L10n.easy) \(level) \(L10n.ready)""#).count == 1)
    // Built in a function or property named for a command: a shell's command line.
    #expect(columns(#"func extractCommand(_ a: String) -> String { prefix + "tar xf \(a)" }"#).isEmpty)
    #expect(columns(#"var downloadCommand: String { "hf download " + repo }"#).isEmpty)
    #expect(columns(#"func commandTitle(_ a: String) -> String { "Extract " + a }"#).count == 1)
    // Words a literal quotes itself are a name; a quote around a value hides nothing.
    #expect(columns(#"func f() { label.text = version + " “The Return”" }"#).isEmpty)
    #expect(columns(#"func f() { label.text = "\"" + name + "\" was deleted" }"#).count == 1)
    expectPedanticOnly([
      #"func f() { label.text = "\(count) " + "items_label".localized }"#,
      #"func f() { label.text = L10n.status + " \(percent)%" }"#,
      #"func f() { var s = L10n.failed; s += " " + reason; label.text = s }"#,
      #"func f() { label.text = [L10n.shared, name].joined(separator: " ") }"#,
      #"var body: some View { Text("\(n) ") + Text("words_left") }"#,
    ])
  }

  /// A unit abbreviated with a full stop ends a value; a piece that opens with the full
  /// stop of the sentence before it starts a sentence of its own; an image with its
  /// modifiers marks what follows. The sentences around them are still read.
  @Test func abbreviatedUnitsSentenceStopsAndStyledImages() {
    let quiet = [
      #"func f() { let c = UIKeyCommand(title: "Skip Forward: " + n.description + " sec.", action: #selector(g), input: "]") }"#,
      #"var t: Text { Text("Uses \(name). ") + Text("Do not write over it").bold() + Text(". Rewriting it stops it.") }"#,
      #"var t: Text { Text(Image(systemName: "xmark")).foregroundStyle(.red) + Text(" ") + Text("warning_message") }"#,
    ]
    for code in quiet { #expect(columns(code).isEmpty, "\(code)") }
    let reported = [
      #"func f() { label.text = "Skip " + n.description + " sec. ahead" }"#,
      #"var t: Text { Text("Tap ") + Text("Settings").bold() + Text(". to go on") }"#,
      #"var t: Text { Text(Image(systemName: "person")).bold() + Text(" ") + Text("Signed in as ") + Text(name) }"#,
    ]
    for code in reported { #expect(columns(code).count == 1, "\(code)") }
  }

  /// Accessibility text of localized values joined by single spaces: pedantic only. A raw
  /// value among them, or text outside accessibility, stays reported by default.
  @Test func accessibilityLabelsJoinedBySpacesArePedantic() {
    let labels = #"func f() { icon.accessibilityLabel = L10n.openWifi + " " + L10n.alwaysConnect }"#
    #expect(columns(labels).isEmpty)
    #expect(columns(#"func f() { icon.accessibilityLabel = data.ssid + " " + L10n.alwaysConnect }"#).isEmpty)
    var options = RuleOptions()
    options.pedantic = true
    let source = SourceFile(path: "Sources/App/File.swift", text: labels)
    #expect(Linter(rules: [ConcatenatedLocalizedString()], options: options).lint(source).count == 1)
    #expect(pedanticColumns(#"func f() { icon.accessibilityLabel = "\(count) " + L10n.items }"#).count == 1)
    #expect(
      pedanticColumns(
        #"func f() { title.text = L10n.unknown + " " + NSLocalizedString("node", comment: "") }"#
      ).count
        == 1)
  }

  /// Localized values whose text the code does not show, joined by nothing but spaces or
  /// line breaks: pedantic only. Seen text, a value or `Text + Text` stays reported.
  @Test func unseenTextsJoinedBySpacesArePedantic() {
    let quiet = [
      #"func f() { title.text = L10n.unknown + " " + L10n.node }"#,
      #"func f() { message = "\(L10n.wrongPassword) \(L10n.triesLeft(n))" }"#,
      #"func f() { label.text = L10n.a + " " + key.localized }"#,
    ]
    expectPedanticOnly(quiet)
    let reported = [
      #"func f() { title.text = L10n.sharedBy + " " + name }"#,
      #"func f() { title.text = "Shared by".localized + " " + L10n.you }"#,
      #"func f() -> Text { Text(L10n.slippage1) + Text(L10n.slippage2).bold() }"#,
    ]
    for code in reported { #expect(pedanticColumns(code).count == 1, "\(code)") }
  }

  /// A localized label of unseen text before one value, with spaces or nothing between:
  /// pedantic only. A lead-in (`sharedBy`, `"welcome_to"`), more words, or a label the
  /// code shows stay reported.
  @Test func unseenLabelThenValueIsPedantic() {
    let quiet = [
      #"func f() { latitudeLabel.text = "\(L10n.latitude()) \(config.latitude)" }"#,
      #"func f() { let p = NSLocalizedString("error_prefix", comment: ""); showToast("\(p) \(message)") }"#,
      #"func f() { label.text = L10n.latitude + " " + value }"#,
      #"func f() { title.text = L10n.latitude + value }"#,
    ]
    expectPedanticOnly(quiet)
    let reported = [
      #"func f() { title.text = "\(L10n.sharedBy) \(name)" }"#,
      #"func f() { title.text = "welcome_to".localized + " " + name }"#,
      #"func f() { title.text = L10n.sharedBy + name }"#,
      #"func f() { title.text = "\(L10n.latitude) \(value)!" }"#,
      #"func f() { title.text = "\(String(localized: "Latitude")) \(value)" }"#,
    ]
    for code in reported { #expect(pedanticColumns(code).count == 1, "\(code)") }
  }

  /// A short name for a value in brackets, a separator before a value and a status before
  /// a count padded in one literal are left alone; words in the brackets, a value glued to
  /// a lead-in, or a padded value after seen text stay reported.
  @Test func annotationsSeparatorsAndPaddedCounts() {
    let quiet = [
      #"func f() { label.text = String(localized: "Nothing found") + " (ID: \(id))" }"#,
      #"func f() { label.text = String(localized: "Nothing found") + " (#\(n))" }"#,
      #"func f() { title = String(localized: "Settings") + " - \(section)" }"#,
      #"func f() { let m = NSLocalizedString("Fetching_Data", comment: ""); label.text = m + " \(n)" }"#,
    ]
    for code in quiet { #expect(columns(code).isEmpty, "\(code)") }
    let reported = [
      #"func f() { label.text = String(localized: "Nothing found") + " (for user \(id))" }"#,
      #"func f() { let m = NSLocalizedString("shared_by", comment: ""); label.text = m + " \(name)" }"#,
      #"func f() { label.text = String(localized: "Fetching") + " \(n) items" }"#,
    ]
    for code in reported { #expect(columns(code).count == 1, "\(code)") }
  }

  /// In accessibility text, a `Text` whose literal opens with a comma starts the next item;
  /// elsewhere it stays reported.
  @Test func aCommaOpensTheNextAccessibilityItemInText() {
    let a11y = #"func f() { ring.accessibilityLabel(Text(label) + Text(", \(n) of \(total) grams")) }"#
    #expect(columns(a11y).isEmpty)
    let shown = #"func f() -> Text { Text(label) + Text(", \(n) of \(total) grams") }"#
    #expect(columns(shown).count == 1)
  }

  /// In accessibility text, a label's colon before items and a whole message after a full
  /// stop are heard in turn; shown on screen, the colon stays reported.
  @Test func aLabelsColonInAccessibilityText() {
    let a11y = [
      #"var accessibilityLabel: String { "\(L10n.server): \(name). \(L10n.onMaintenance)" }"#,
      #"var accessibilityLabel: String { items.reduce(L10n.features + ": ", { $0 + $1 + "." }) }"#,
    ]
    for code in a11y { #expect(columns(code).isEmpty, "\(code)") }
    let shown = [
      #"func f() { label.text = "\(L10n.server): \(name). \(L10n.onMaintenance)" }"#,
      #"func f() { label.text = items.reduce(L10n.features + ": ", { $0 + $1 + "." }) }"#,
    ]
    for code in shown { #expect(columns(code).count == 1, "\(code)") }
    let bound =
      #"func f() { let errorAccessibility = ", \(L10n.error), \(message)"; v.accessibilityHint = errorAccessibility }"#
    #expect(columns(bound).isEmpty)
    let boundShown = #"func f() { let errorText = ", \(L10n.error), \(message)"; label.text = errorText }"#
    #expect(columns(boundShown).count == 1)
  }

  /// A counter word or numeral of Chinese, Japanese or Korean after a number is the
  /// number's; a word before the number still shows the split.
  @Test func counterWordsAfterANumber() {
    #expect(columns(#"func f() { label.text = views.formatted() + "회" }"#).isEmpty)
    #expect(columns(#"func f() { label.text = String(n / 10_000) + "만" }"#).isEmpty)
    #expect(columns(#"func f() { label.text = "共" + String(count) + "条" }"#).count == 1)
    #expect(columns(#"func f() { label.text = name + " 님 환영합니다" }"#).count == 1)
  }

  /// A lookup whose key's last camel-case word is `Unit` is a unit after a value; another
  /// key's text stays a piece of a sentence.
  @Test func aKeyNamedForAUnitInCamelCase() {
    #expect(
      columns(#"func f() { label.text = "\(days)\(NSLocalizedString("DaysUnit", comment: ""))" }"#).isEmpty)
    #expect(
      pedanticColumns(#"func f() { label.text = "\(days)\(NSLocalizedString("DaysLeft", comment: ""))" }"#)
        .count == 1
    )
  }

  /// A `Text` that is the whole accessibility label lists its items as the plain literal
  /// does; shown on screen, it stays reported.
  @Test func aTextOfAccessibilityItems() {
    let a11y =
      #"func f() { card.accessibilityLabel(Text("\(String(localized: "free.title")), \(range), \(length)")) }"#
    #expect(columns(a11y).isEmpty)
    let shown = #"func f() -> Text { Text("\(String(localized: "free.title")), \(range), \(length)") }"#
    #expect(columns(shown).count == 1)
  }

  /// One lookup padded by interpolated literals of spaces is left alone; with a value
  /// beside it, it stays reported.
  @Test func aLookupPaddedByInterpolatedSpaces() {
    let padded = #"func f() { b.setTitle("\(" ")\(NSLocalizedString("Like", comment: ""))", for: .normal) }"#
    #expect(columns(padded).isEmpty)
    let counted =
      #"func f() { b.setTitle("\(n)\(" ")\(NSLocalizedString("people like this", comment: ""))", for: .normal) }"#
    #expect(pedanticColumns(counted).count == 1)
  }

  /// A localized value alone on its line is a whole message; one that shares its line
  /// with other words stays reported.
  @Test func localizedLinesOfTheirOwn() {
    let alone =
      #"func f(v: String) { label.text = "\(NSLocalizedString("Failed", comment: ""))\nMissing: \(v)" }"#
    #expect(columns(alone).isEmpty)
    let last =
      #"func f(v: String) { label.text = "Code \(v)\n\(NSLocalizedString("Try again later", comment: ""))" }"#
    #expect(columns(last).isEmpty)
    let shared =
      #"func f(v: String) { label.text = "\(NSLocalizedString("Failed", comment: "")) for \(v)\nDetails" }"#
    #expect(columns(shared).count == 1)
    let heading =
      ##"func f(v: String) { label.text = "# \(NSLocalizedString("Transcript", comment: ""))\n\(v)" }"##
    #expect(columns(heading).isEmpty)
    let worded =
      #"func f(v: String) { label.text = "See \(NSLocalizedString("Transcript", comment: ""))\n\(v)" }"#
    #expect(columns(worded).count == 1)
  }

  /// A capitalized piece after one that ends a sentence starts the next sentence; a
  /// piece that continues the sentence stays reported.
  @Test func aCapitalAfterASentenceStartsTheNext() {
    #expect(columns(#"let t = Text("Lost your token? ") + Text("Use a recovery code")"#).isEmpty)
    #expect(columns(#"let t = Text("Signed in as ") + Text("Administrator")"#).count == 1)
    #expect(columns(#"let t = Text("Lost your token? ") + Text("use a code")"#).count == 1)
  }

  /// A unit word written as a literal after a value; a longer phrase stays reported.
  @Test func aUnitWordAfterAValue() {
    #expect(columns(#"func f(t: Double) { label.text = t.formatted() + " degrees" }"#).isEmpty)
    #expect(columns(#"func f(t: Double) { label.text = t.formatted() + " degrees of freedom" }"#).count == 1)
  }

  /// In accessibility text a literal that opens with a comma starts the next item.
  @Test func aCommaOpensTheNextAccessibilityItem() {
    let label = #"func dayAccessibilityLabel(_ d: String) -> String { return d + ", no log" }"#
    #expect(columns(label).isEmpty)
    let text = #"func dayLabel(_ d: String) -> String { return d + ", no log" }"#
    #expect(columns(text).count == 1)
  }

  /// A localized label whose text ends in a colon, then one value; without the colon it
  /// stays reported.
  @Test func aLocalizedLabelWithItsColonThenAValue() {
    #expect(columns(#"let t = Text("\(NSLocalizedString("Result: ", comment: ""))\(n)")"#).isEmpty)
    #expect(pedanticColumns(#"let t = Text("\(NSLocalizedString("Result", comment: ""))\(n)")"#).count == 1)
  }

  /// Text and values with nothing localized, in a type that logs, are log lines.
  @Test func textJoinedInALoggerIsALogLine() {
    let logger = #"final class EventLogger { func f(_ b: String) -> String { b + "... and more" } }"#
    #expect(columns(logger).isEmpty)
    let screen = #"final class EventScreen { func f(_ b: String) -> String { b + "... and more" } }"#
    #expect(columns(screen).count == 1)
  }

  /// A bracket of values and symbols after a label annotates it; words in it stay reported.

  @Test func bracketedValuesAfterALabelAreLeftAlone() {
    #expect(columns(#"func f() { legend = NSLocalizedString("Low", comment: "") + " (≤\(low))" }"#).isEmpty)
    #expect(
      columns(#"func f() { legend = NSLocalizedString("Low", comment: "") + " (\(low) or less)" }"#).count
        == 1)
    // Short names with their values, set apart by commas.
    #expect(
      columns(#"func f() { title = NSLocalizedString("App", comment: "") + " (v\(v), Build \(b))" }"#).isEmpty
    )
    #expect(
      columns(#"func f() { title = NSLocalizedString("App", comment: "") + " (v\(v), built by \(b))" }"#)
        .count
        == 1)
  }

  /// A key that names its text, with a comment that gives a label ending in a colon; a
  /// comment that describes, or a key with spaces, stays reported.
  @Test func aCommentThatGivesALabelWithItsColon() {
    func text(_ lookup: String) -> String {
      "func f(v: String) -> some View { Text(\"\\(\(lookup)) \\(v)\") }"
    }
    #expect(columns(text(#"NSLocalizedString("info.size", comment: "Size:")"#)).isEmpty)
    #expect(
      pedanticColumns(text(#"NSLocalizedString("info.size", comment: "Shown before the size")"#)).count == 1)
    #expect(pedanticColumns(text(#"NSLocalizedString("info.size", comment: "")"#)).count == 1)
    #expect(columns(text(#"NSLocalizedString("Shared by", comment: "Label:")"#)).count == 1)
  }

  /// Two spaces or more between two pieces set them apart as columns; one space, or
  /// spaces only around the pieces, do not.
  @Test func columnsSetApartByAWideGap() {
    #expect(
      columns(#"func f() { item.title = "\(NSLocalizedString("Format", comment: ""))   \(detail)" }"#).isEmpty
    )
    #expect(
      columns(#"func f() { item.title = NSLocalizedString("Format", comment: "") + "  " + detail }"#).isEmpty)
    #expect(
      columns(#"func f() { item.title = "\(NSLocalizedString("Shared by", comment: "")) \(name)  " }"#).count
        == 1)
    #expect(
      columns(#"func f() { item.title = NSLocalizedString("Shared by", comment: "") + " " + name }"#).count
        == 1)
    #expect(NaturalLanguage.isColumnGap("  "))
    #expect(NaturalLanguage.isColumnGap("\t"))
    #expect(!NaturalLanguage.isColumnGap(" "))
    #expect(!NaturalLanguage.isColumnGap(" - "))
  }

  /// An invisible prefix (a zero-width space) pads one message: nothing is joined.
  @Test func invisiblePrefixesJoinNothing() {
    #expect(columns(#"func f() { label.text = "\u{200B}" + String(localized: "query_failed") }"#).isEmpty)
    #expect(
      columns(#"func f() { label.text = "\u{200B}Sent by " + String(localized: "query_failed") }"#).count == 1
    )
  }

  /// A unit looked up after a value is a unit, not a word to reorder.
  @Test func localizedUnitsAfterValuesAreLeftAlone() {
    #expect(columns(#"func f() { label.text = fiber + NSLocalizedString(" g", comment: "") }"#).isEmpty)
    #expect(columns(#"func f() { label.text = "< 1 " + NSLocalizedString("min", comment: "") }"#).isEmpty)
    #expect(columns(#"func f() { label.text = rate + NSLocalizedString("/U", comment: "") }"#).isEmpty)
    // The noun a count counts, with its space: a plural form is what it lacks, not order.
    #expect(columns(#"func f() { label.text = count + NSLocalizedString(" items", comment: "") }"#).isEmpty)
    #expect(
      columns(#"func f() { label.text = count + NSLocalizedString(" items left", comment: "") }"#).count == 1)
    #expect(
      columns(
        #"func f() { label.text = low + " - " + high + " " + NSLocalizedString(units.rawValue, comment: "") }"#
      ).isEmpty)
    #expect(
      pedanticColumns(
        #"func f() { label.text = count + " " + NSLocalizedString(kind.rawValue, comment: "unit") }"#
      )
      .count == 1)
    #expect(
      columns(#"func f() { label.text = "\(weight) \(NSLocalizedString("metric_ton", comment: ""))" }"#)
        .isEmpty)
    #expect(
      columns(
        #"func f() { label.text = "\(n) " + NSLocalizedString("beats_per_minute_short", comment: "") }"#
      )
      .isEmpty)
    #expect(
      pedanticColumns(#"func f() { label.text = "\(n) " + NSLocalizedString("days_left", comment: "") }"#)
        .count == 1)
  }

  /// An ellipsis after a label marks it, as a literal or a lookup.
  @Test func ellipsesAfterLabelsJoinNothing() {
    #expect(
      columns(#"func f() { label.text = NSLocalizedString("Recording", comment: "") + "..." }"#).isEmpty)
    #expect(
      columns(
        #"func f() { label.text = NSLocalizedString("reading_file", comment: "") + NSLocalizedString("shared_string_ellipsis", comment: "") }"#
      ).isEmpty)
  }

  /// Items set apart by a list separator are translated whole; a sentence inside one item
  /// is still reported.
  @Test func listSeparatorsJoinItemsNotSentences() {
    let quiet = [
      #"let s = L10n.podcastQueued + " • " + size"#,
      #"let s = "• " + L10n.passwordTooShort"#,
      #"let s = "\(L10n.episodes(n)) · \(duration)""#,
      #"let s = "\(L10n.error) - \(body)""#,
      #"let s = [L10n.a, L10n.b].joined(separator: " | ")"#,
      #"text += " • " + L10n.downloaded"#,
      #"let t = Text(L10n.title) + Text(" • ") + Text(date, style: .relative)"#,
      """
      var mini = ""
      if a { mini += L10n.cores }
      if b { if mini != "" { mini += "\\n" }; mini += L10n.threads }
      """,
    ]
    for code in quiet { #expect(columns(code).isEmpty, "\(code)") }
    let reported = [
      """
      func joinLines(_ ls: [String]) -> String { var text = ""; for l in ls { text += l; text += "\\n" }; return text }
      func caption(_ name: String) -> String { var text = name; text += NSLocalizedString(" shared a photo", comment: ""); return text }
      """,
      """
      func caption(_ name: String) -> String {
          label.text += "\\n"
          var text = name
          text += NSLocalizedString(" shared a photo", comment: "")
          return text
      }
      """,
      #"let s = L10n.sharedBy + " " + name + " • " + date"#,
      #"let s = "\(L10n.sharedBy) \(name) • \(date)""#,
      #"let s = L10n.hello + ", " + name"#,
      #"let s = L10n.minus + "-" + name"#,
      #"let s = [L10n.a, name].joined(separator: " ")"#,
    ]
    for code in reported { #expect(pedanticColumns(code).count == 1, "\(code)") }
  }

  @Test func stagingBuildsAreNotShipped() {
    let code = """
      #if STAGING
      let s = L10n.title + " - STAGING " + version
      #endif
      """
    #expect(columns(code).isEmpty)
  }

  @Test func pointsAtTheFirstOperator() {
    #expect(columns(#"let s = L10n.hello + ", " + name"#) == [20])
  }

  @Test func plusEqualsOnALocalizedVariable() {
    let code = """
      var m = NSLocalizedString("a", comment: "")
      m += name
      var plain = ""
      plain += name
      plain += " \\(L10n.selected)"
      """
    #expect(
      run(ConcatenatedLocalizedString(), code, options: ConcatenatedLocalizedStringTests.pedantic).map(
        \.start.line) == [2, 5])
  }

  /// Lines joined by a line break are whole messages, like `a + "\n" + b`.
  @Test func linesJoinedByALineBreakAreWholeMessages() {
    let quiet = [
      #"let m = [L10n.title, L10n.body].joined(separator: "\n")"#,
      #"let m = [L10n.title, L10n.body].joined(separator: "\n\n")"#,
      #"let m = [L10n.title, String.newline, L10n.body].joined(separator: .newline)"#,
      #"let m = [L10n.title, L10n.body].joined(separator: Strings.lineBreak)"#,
    ]
    for code in quiet { #expect(columns(code).isEmpty, "\(code)") }
    let reported = [
      #"let m = [L10n.sharedBy, name].joined(separator: " ")"#,
      #"let m = [L10n.sharedBy, name].joined(separator: spacer)"#,
    ]
    for code in reported { #expect(columns(code).count == 1, "\(code)") }
  }

  /// `var text = ""` that gets one localized piece on each path holds that piece alone.
  @Test func theOnlyPieceOfAnEmptyStringJoinsNothing() {
    let quiet = """
      func votes() -> String {
          var description = ""
          if let voters = voterCount {
              description += L10n.Plural.Count.voter(voters)
          } else if closed {
              description += L10n.closed
          } else {
              description += L10n.Plural.Count.vote(voteCount)
          }
          return description
      }
      func title() -> String {
          var text: String = ""
          text += NSLocalizedString("Title", comment: "")
          return text
      }
      """
    #expect(run(ConcatenatedLocalizedString(), quiet).isEmpty)
    let reported = """
      func a() -> String {
          var text = ""
          text += L10n.sharedBy
          text += name
          return text
      }
      func b() -> String {
          var text = ""
          if shared { text += L10n.sharedBy }
          text += L10n.you
          return text
      }
      func c() -> String {
          var text = ""
          if shared { text += L10n.sharedBy } else { text = name }
          return text
      }
      func d() -> String {
          var text = "Hi"
          text += L10n.you
          return text
      }
      func e() -> String {
          var text = ""
          text.append(name)
          text += L10n.you
          return text
      }
      func f() -> String {
          var text = ""
          for item in items { text += L10n.item(item) }
          while more { if ok { text += L10n.more } }
          return text
      }
      """
    #expect(
      run(ConcatenatedLocalizedString(), reported, options: ConcatenatedLocalizedStringTests.pedantic).map(
        \.start.line) == [
          3, 9, 10, 15, 20, 26, 31, 32,
        ])
  }

  @Test func interpolationOfALocalVariableHoldingLocalizedText() {
    let code = """
      func f() {
          let title = String(localized: "total")
          label.text = "\\(title): \\(value)"
      }
      """
    #expect(run(ConcatenatedLocalizedString(), code).map(\.start.line) == [3])
  }

  /// `"\(label) (\(value))"` is left alone only in exactly that shape, as its `+` form is.
  @Test func oneBracketedValueAfterALabel() {
    #expect(columns(#"let s = "\(L10n.help) (\(pageTitle))""#).isEmpty)
    #expect(columns(#"let s = L10n.help + " (" + pageTitle + ")""#).isEmpty)
    #expect(pedanticColumns(#"let s = "\(L10n.help) (\(count) \(unit))""#).count == 1)
    #expect(pedanticColumns(#"let s = "\(L10n.help) (\(pageTitle)) \(more)""#).count == 1)
    #expect(pedanticColumns(#"let s = "\(L10n.help) (\("page".localized))""#).count == 1)
    #expect(columns(#"let s = "\(L10n.help) (in \(pageTitle))""#).count == 1)
    // As a SwiftUI key, `"%@ (%lld)"`, it is in no catalog, and the lookup falls back to
    // the format itself, which reads right in every language.
    #expect(columns(#"Stepper("\(L10n.fontSize) (\(size))", value: $size)"#).isEmpty)
    #expect(pedanticColumns(#"Text("\(L10n.fontSize) \(size)")"#).count == 1)
  }

  @Test func textPlusText() {
    #expect(columns(#"let t = Text("Signed in as") + Text(name)"#) == [30])
    #expect(columns(#"let t = Text(Image(systemName: "star")) + Text("Favorites")"#).isEmpty)
  }

  @Test func oneReportPerExpression() {
    #expect(columns(#"label += " and \(L10n.hidden(count))""#) == [7])
    #expect(columns(#"label += " • \(L10n.hidden(count))""#).isEmpty)  // a list item
    #expect(pedanticColumns(#"let t = Text("\(L10n.prefix) ") + Text(date, style: .relative)"#).count == 1)
  }

  @Test func keysPathsAndMachineTextStayQuiet() {
    let code = """
      let id = "quotes" + statusId
      let p = base + "/api/" + id
      let html = "<meta charset=\\"utf-8\\">" + body
      let k = [prefix, "waitlist", id].joined(separator: ".")
      let padded = "  " + L10n.title
      let lines = L10n.first + "\\n\\n" + L10n.second
      let both = "\\(L10n.first)\\n\\(L10n.second)"
      let link = "[\\(L10n.more)](https://example.com)"
      let split = "This is one " + "long sentence"
      let formatted = ListFormatter.localizedString(byJoining: items)
      let s = "Items: \\(formatted)"
      """
    #expect(columns(code).isEmpty)
  }

  @Test func skipsNonUISinksAndDescriptions() {
    let code = """
      print(NSLocalizedString("a", comment: "") + name)
      var debugDescription: String { "\\(L10n.zone): " + id }
      Current.Log.info { "starting request: " + values.joined(separator: ", ") }
      log("HTTP response headers:\\n" + message)
      """
    #expect(columns(code).isEmpty)
  }

  @Test func testFilesAreSkipped() {
    #expect(columns(#"let s = L10n.hello + name"#, path: "Tests/AppTests/XTests.swift").isEmpty)
  }
}

@Suite struct ConcatenatedTextKeyAndHelpTests {
  @Test func textLiteralIsALocalizationKeyWhateverItLooksLike() {
    let code = #"let t = Text(d, style: .date) + Text("status.edited-at") + Text(d, style: .time)"#
    let d = run(ConcatenatedLocalizedString(), code)
    #expect(d.count == 1)
  }

  @Test func punctuationOnlyPiecesGetPunctuationHelp() throws {
    let colon = try #require(
      run(ConcatenatedLocalizedString(), #"label.text = "\(NSLocalizedString("name", comment: "")):""#).first)
    #expect(colon.help?.contains("French writes") == true)
    let sentence = try #require(
      run(ConcatenatedLocalizedString(), #"let s = NSLocalizedString("hi", comment: "") + " dear " + name"#)
        .first)
    #expect(sentence.help?.contains("reorder") == true)
  }

  /// A local `let` that ends with a line break, read from a closure, ends its line; a
  /// `let` holding a unit word is a unit there too.
  @Test func capturedLetsEndLinesAndHoldUnits() {
    let code = """
      func send() {
          let baseMessage = L10n.pleaseWait + "\\n"
          let minutesText = NSLocalizedString("minutes", comment: "")
          Task {
              alert.message = baseMessage + L10n.Steps.send
              picker.append(durations.map { minute in "\\(minute)" + " " + minutesText })
          }
      }
      """
    #expect(run(ConcatenatedLocalizedString(), code).isEmpty)
    // A closure's parameter of the same name hides the outer `let`.
    let shadowed = """
      func f(steps: [String]) {
        let message = NSLocalizedString("Please wait", comment: "") + "\\n"
        label.text = message
        steps.forEach { message in
          label.text = message + NSLocalizedString("is done", comment: "")
        }
      }
      """
    #expect(
      run(ConcatenatedLocalizedString(), shadowed, options: ConcatenatedLocalizedStringTests.pedantic).map(
        \.start.line) == [5])
    // A closure that opens the file has no code around it.
    #expect(run(HardcodedUIString(), "{ title = \"Article\" }").count == 1)
    let joined = code.replacingOccurrences(of: "L10n.pleaseWait + \"\\n\"", with: "L10n.pleaseWait + \" \"")
    #expect(
      run(ConcatenatedLocalizedString(), joined, options: ConcatenatedLocalizedStringTests.pedantic).count
        == 1)
  }

  /// A unit looked up into a `let` with a type (`let unit: String = …`) is a unit still;
  /// `s += ", " + more` is one finding, at the `+=`.
  @Test func typedUnitLetsAndOneFindingPerAppend() {
    let unit = """
      extension Int {
          var ml: String {
              let formatString: String = NSLocalizedString("ml", comment: "ml")
              let resultString: String = "\\(self) \\(formatString)"
              return resultString
          }
      }
      """
    #expect(run(ConcatenatedLocalizedString(), unit).isEmpty)
    let append = """
      func summary(_ items: [String], extra: Int) -> String {
          var s = items.joined(separator: ", ")
          s += ", " + String.localizedStringWithFormat(NSLocalizedString("and %lld more", comment: ""), extra)
          return s
      }
      """
    #expect(run(ConcatenatedLocalizedString(), append).map(\.start.column) == [7])
  }

  /// A name and an item's number, or a value and its unit word, join no words; a name
  /// with any other value, or a phrase before a number, still does.
  @Test func numberedNamesAndUnitWords() {
    for code in [
      #"func f() { label.text = "fan".localized() + " \(id + 1)" }"#,
      #"func f() { label.text = "\("fan".localized()) \(fan.id + 1)" }"#,
      #"func f() { label.text = NSLocalizedString("Keypair", comment: "") + " \(sectionIndex)" }"#,
      #"func f() { label.text = "\(hours) \("hour(s)".localized())" }"#,
      #"func f() { label.text = "\(n) " + NSLocalizedString("Minutes", comment: "") }"#,
    ] {
      #expect(run(ConcatenatedLocalizedString(), code).map(\.start.column).isEmpty, "\(code)")
    }
    for code in [
      #"func f() { label.text = NSLocalizedString("Remaining", comment: "") + " \(count)" }"#,
      #"func f() { label.text = NSLocalizedString("Shared by", comment: "") + " \(name)" }"#,
      #"func f() { label.text = NSLocalizedString("Page of the book", comment: "") + " \(index + 1)" }"#,
      #"func f() { label.text = "\(count) " + NSLocalizedString("domains blocked", comment: "") }"#,
    ] {
      #expect(
        run(ConcatenatedLocalizedString(), code, options: ConcatenatedLocalizedStringTests.pedantic).map(
          \.start.column
        ).count == 1,
        "\(code)")
    }
  }

  /// A whole sentence after other text, or a localized note alone in brackets, joins
  /// nothing; a sentence's last words after a value, or a note beside other words, do.
  @Test func wholeSentencesAndBracketedNotes() {
    for code in [
      #"func f() -> String { return summary + "No times to show." }"#,
      #"func f() { var d = String(localized: "Show the button."); d += String(localized: " Note that it is small."); label.text = d }"#,
      #"func f() { label.text = "(\(L10n.estimated))" }"#,
    ] {
      #expect(run(ConcatenatedLocalizedString(), code).isEmpty, "\(code)")
    }
    for code in [
      #"struct V: View { var body: some View { Text("You are ") + Text(category) + Text(".") } }"#,
      #"func f() -> String { return name + " has left the chat." }"#,
      #"func f() { label.text = "Total (\(L10n.estimated))" }"#,
    ] {
      #expect(run(ConcatenatedLocalizedString(), code).count == 1, "\(code)")
    }
  }

  /// A legend's one-word label before an amount, and a bracketed count with a unit the key
  /// names, join no sentence; a label of two words, a word before a name, and a count
  /// with a plain word in brackets still do.
  @Test func legendsAndBracketedCounts() {
    for code in [
      #"struct V: View { var body: some View { Text("highest") + Text(" $\(max)") } }"#,
      #"struct V: View { var body: some View { Text(n) + Text(" (") + Text("\(c)") + Text("trips_unit") + Text(")") } }"#,
      #"func f(n: Int) -> String { "\(n) " + String(localized: "milestone.unit", defaultValue: "milestones") }"#,
      #"func f(h: Int) -> String { let cm = NSLocalizedString("unit_cm", comment: ""); return "\(h) \(cm)" }"#,
      #"func f(h: Int) -> String { let u = NSLocalizedString("height_unit_cm", comment: ""); return "\(h) \(u)" }"#,
    ] {
      #expect(run(ConcatenatedLocalizedString(), code).isEmpty, "\(code)")
    }
    for code in [
      #"struct V: View { var body: some View { Text("Shared by") + Text(" $\(max)") } }"#,
      #"struct V: View { var body: some View { Text("Welcome") + Text(" \(name)") } }"#,
      #"struct V: View { var body: some View { Text(n) + Text(" (") + Text("\(c)") + Text("trips") + Text(" left)") } }"#,
      #"func f(n: Int) -> String { "\(n) " + String(localized: "milestone.title", defaultValue: "milestones to go") }"#,
    ] {
      #expect(
        run(ConcatenatedLocalizedString(), code, options: ConcatenatedLocalizedStringTests.pedantic).count
          == 1, "\(code)")
    }
  }

  /// The noun a count counts, looked up after it, is like a unit; a noun after words, a
  /// screen's longer key and a word that is no plural still join a sentence.
  @Test func countedNouns() {
    for code in [
      #"struct V: View { var body: some View { Text("\(n) \(String(localized: "general.words"))") } }"#,
      #"func f(formatted: String) -> String { "\(formatted) " + String(localized: "万字") }"#,
      #"func f(n: Int) -> String { "\(n.formatted()) \(String(localized: "steps"))" }"#,
      #"func f() { b.setTitle("\(total)\(" ")\(NSLocalizedString("Reactions", comment: ""))", for: .normal) }"#,
      #"struct V: View { var body: some View { Text("\(c) ") + Text("package_words") } }"#,
    ] {
      #expect(run(ConcatenatedLocalizedString(), code).isEmpty, "\(code)")
    }
    for code in [
      #"func f() { label.text = "Delete all " + String(localized: "messages") }"#,
      #"func f(n: Int) -> String { "\(n) \(String(localized: "plan_builder_focus_areas"))" }"#,
      #"func f(n: Int) -> String { "\(n) \(String(localized: "words_left"))" }"#,
      #"func f(n: Int) -> String { "\(n) " + String(localized: "always") }"#,
    ] {
      #expect(
        run(ConcatenatedLocalizedString(), code, options: ConcatenatedLocalizedStringTests.pedantic).count
          == 1, "\(code)")
    }
    #expect(run(ConcatenatedLocalizedString(), #"func f() { price.text = String(p) + " грн" }"#).isEmpty)
    #expect(
      run(
        ConcatenatedLocalizedString(), #"func f() { t.text = "\(c) \(L10n.localized("kcal", comment: ""))" }"#
      ).isEmpty)
    #expect(run(ConcatenatedLocalizedString(), #"func f() { price.text = "Цена " + String(p) }"#).count == 1)
    #expect(NaturalLanguage.isCountedNoun("Reactions"))
    #expect(NaturalLanguage.isCountedNoun("字"))
    #expect(!NaturalLanguage.isCountedNoun("class"))
    #expect(!NaturalLanguage.isCountedNoun("status"))
    #expect(!NaturalLanguage.isCountedNoun("完成了吗"))
  }

  /// A choice of two localized units is a unit; a shell variable is no text; one more
  /// measured item after a separator, a lookup of marks and values, and a name set apart
  /// by a separator in a local constant join no sentence.
  @Test func unitChoicesMeasuresAndSeparatedItems() {
    for code in [
      #"func f() { label.text = String(localized: "insights.streak") + " \(n) " + (n == 1 ? String(localized: "general.day") : String(localized: "general.days")) }"#,
      #"func f(_ p: String) -> String { return "$HOME" + quoted(p) }"#,
      #"func f() -> String { var parts = String(localized: "\(s) sets"); parts += " · \(w)kg"; return parts }"#,
      #"func f() -> String { var parts = String(localized: "\(s) sets"); parts += " · ~\(m)min"; return parts }"#,
      #"func f() -> String { var base = String(localized: "Weather \(c)"); base += String(localized: ", \(place)"); return base }"#,
      #"func f(row: Int, t: T) { let name = t.name != nil ? " - " + t.name! : ""; cell.title = "TRACK".localized + " \(row + 1)" + name }"#,
    ] {
      #expect(run(ConcatenatedLocalizedString(), code).isEmpty, "\(code)")
    }
    for code in [
      #"func f() { label.text = String(localized: "insights.streak") + " \(n) " + (n == 1 ? String(localized: "general.day") : String(localized: "in a row")) }"#,
      #"func f() -> String { var parts = String(localized: "\(s) sets"); parts += " · \(w) left"; return parts }"#,
      #"func f() -> String { var base = String(localized: "Weather \(c)"); base += String(localized: " in \(place)"); return base }"#,
      #"func f(row: Int, t: T) { let name = t.name != nil ? " by " + t.name! : ""; cell.title = "TRACK".localized + " \(row + 1)" + name }"#,
    ] {
      #expect(
        run(ConcatenatedLocalizedString(), code, options: ConcatenatedLocalizedStringTests.pedantic).count
          == 1, "\(code)")
    }
  }

  /// An unseen label joined to a value with nothing between (its text ends with its own
  /// spacing), a type's constant named for a unit, and a key named for a suffix join no
  /// sentence by default; a seen lookup, and a key named otherwise, still do.
  @Test func unseenLabelsUnitConstantsAndSuffixes() {
    for code in [
      #"func f() { label.text = Strings.steps + steps.string }"#,
      #"func f() { label.text = Strings.totalSteps + "0" }"#,
      #"func f(m: Int) { label.text = m.string + " " + Strings.minutes }"#,
      #"func f(item: I) -> T { T(title: item.title + "assignments.selection.copy_suffix".localized) }"#,
    ] {
      #expect(run(ConcatenatedLocalizedString(), code).isEmpty, "\(code)")
    }
    var pedantic = RuleOptions()
    pedantic.pedantic = true
    #expect(
      run(
        ConcatenatedLocalizedString(), #"func f() { label.text = Strings.steps + steps.string }"#,
        options: pedantic
      ).count == 1)
    // A `Text` of a lookup whose key calls it a label, before one value.
    let label =
      #"struct V: View { var body: some View { Text(NSLocalizedString("goal_label", comment: "")) + Text(goal) } }"#
    #expect(run(ConcatenatedLocalizedString(), label).isEmpty)
    #expect(run(ConcatenatedLocalizedString(), label, options: pedantic).count == 1)
    let title =
      #"struct V: View { var body: some View { Text(NSLocalizedString("goal_title", comment: "")) + Text(goal) } }"#
    #expect(
      run(ConcatenatedLocalizedString(), title, options: ConcatenatedLocalizedStringTests.pedantic).count == 1
    )
    for code in [
      #"func f() -> String { let localized = String(localized: String.LocalizationValue(stringLiteral: "Completed")); return localized + format }"#,
      #"func f(m: Int) { label.text = m.string + " " + Strings.messages }"#,
      #"func f(item: I) -> T { T(title: item.title + "assignments.selection.copy_title".localized) }"#,
      #"func f() { label.text = "Switch to ".localized + walkOrWork }"#,
    ] {
      #expect(
        run(ConcatenatedLocalizedString(), code, options: ConcatenatedLocalizedStringTests.pedantic).count
          == 1, "\(code)")
    }
  }

  /// Lookups of keys that name their text join whole messages (pedantic only); keys that
  /// are the text itself still join a sentence.
  @Test func lookupsOfKeyNamesAreUnseenText() {
    let named =
      #"func f() -> String { "\(NSLocalizedString("a.title", comment: "")) \(NSLocalizedString("b_detail", comment: ""))" }"#
    #expect(run(ConcatenatedLocalizedString(), named).isEmpty)
    var pedantic = RuleOptions()
    pedantic.pedantic = true
    #expect(run(ConcatenatedLocalizedString(), named, options: pedantic).count == 1)
    let written =
      #"func f() -> String { "\(NSLocalizedString("Shared by", comment: "")) \(NSLocalizedString("you", comment: ""))" }"#
    #expect(run(ConcatenatedLocalizedString(), written).count == 1)
    #expect(ConcatenatedLocalizedString.isKeyName("voice.apple.no_siri"))
    #expect(!ConcatenatedLocalizedString.isKeyName("Done."))
    #expect(!ConcatenatedLocalizedString.isKeyName("Shared by"))
  }
}
