/// A sentence assembled from pieces: localized text or a natural-language literal joined
/// with other values.
public struct ConcatenatedLocalizedString: Rule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "concatenated-localized-string",
    summary: "sentence assembled from localized pieces that translators cannot reorder",
    severity: .warning, fixability: .none, group: .uiText, skipsDebugCode: true)

  static let help =
    "localize the whole sentence as one format with placeholders, e.g. `String(localized: \"Shared by \\(name)\")`, so translators can reorder it"
  static let punctuationHelp =
    "localize the text with its punctuation as one format, e.g. `String(localized: \"\\(label):\")`: spacing and marks differ by language (French writes `Nom :`, Chinese `名称：`)"

  /// The help for a finding whose literal pieces are `literals`: when they hold only
  /// punctuation (a colon after a label), the problem is punctuation, not word order.
  static func help(_ file: SyntaxFile, literals: [Int]) -> String {
    var sawPunctuation = false
    for open in literals {
      guard let l = file.literal(at: open) else { continue }
      for u in file.value(ofLiteral: l).unicodeScalars where u != "\u{FFFC}" {
        if u.properties.isAlphabetic || u.properties.numericType != nil { return help }
        if !u.properties.isWhitespace { sawPunctuation = true }
      }
    }
    return sawPunctuation ? punctuationHelp : help
  }

  public func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] {
    let options = context.options
    if context.isTestFile && !options.includeTestsAndPreviews { return [] }
    // Found on first need: a file without `+`, `+=`, `joined` or interpolation never asks.
    var localizedValues: LocalizedValues? = nil
    func localized() -> LocalizedValues {
      if let known = localizedValues { return known }
      let found = file.localizedValues(extraFunctions: options.localizationFunctions)
      localizedValues = found
      return found
    }
    var out: [Finding] = []
    var reportedLiterals = TokenSet(tokenCount: file.count)
    let apis = TextDisplayAPIs.configured(options, for: file)
    // Debug regions are found on first need too (then kept by the file): most files never ask.
    func skip(_ i: Int) -> Bool {
      (!options.includeTestsAndPreviews && file.isInPreview(i)) || file.isInNonUISink(i)
        || file.isInDeveloperDescription(i) || file.debugCode.contains(file, i)
        || file.isInLoggingClosure(i) || buildsAFileOrRecord(file, i)
    }
    // Operators of chains already walked: a later operator of the same chain yields the
    // same chain, which is reported (or not) at its first operator. Without this, a chain
    // of n `+` costs n walks of n tokens.
    var walked = TokenSet(tokenCount: file.count)
    var lineCollectors: [Int: [String: Bool]] = [:]
    // The tokens the loop below can act on (`+`, `+=`, `.joined`), in order, from the
    // file's operators and member names (never empty: their first byte exists).
    let index = file.kindIndex
    let plus = file.tokenIndices(in: index.operators) { tokens, bytes, i in
      tokens[i].end - tokens[i].start <= 2 && bytes[Int(tokens[i].start)] == 0x2B  // `+`, `+=`, `++`
    }
    let joined = file.tokenIndices(in: index.memberNames) { tokens, bytes, i in
      tokens[i].end - tokens[i].start == 6 && bytes[Int(tokens[i].start)] == 0x6A  // `joined`?
    }
    let candidates = TokenKindIndex.merged(plus, joined)
    for i in candidates {
      let t = file[i]
      if t.kind == .operator && t.isBinaryOperator && file.isWord(i, "+") {
        if walked.contains(i) { continue }
        let chain = file.operatorChain(around: i)
        for o in chain.operators { walked.insert(o) }
        guard chain.operators.first == i, chain.operands.count >= 2,
          let first = chain.operands.first?.lowerBound, !skip(first),
          assemblesText(file, chain, localized(), options),
          !reachesOnlyDevelopers(file, first, chain.operands.last!.upperBound),
          !opensWithOwnTypeName(file, first)
        else { continue }
        let holdsLocalized = holdsLocalizedPiece(file, chain.operands, localized())
        // Text and values with nothing localized count where they reach UI text, and not
        // in a type or function that logs (`NetworkEventLogger`: `body + "... [truncated]"`).
        guard
          holdsLocalized
            || (reachesText(file, first, chain.operands.last!.upperBound, apis)
              && !file.isInLoggingScope(first) && !Self.namesThenSuffix(file, chain))
        else {
          continue
        }
        if !options.pedantic && joinsAccessibilityLabels(file, chain, localized()) { continue }
        var pieces: [Int] = []
        for o in chain.operands {
          for j in o where file[j].kind == .stringOpen { reportedLiterals.insert(j) }
          if file[o.lowerBound].kind == .stringOpen { pieces.append(o.lowerBound) }
        }
        out.append(
          finding(
            t.range,
            holdsLocalized
              ? "a sentence is assembled with `+` from localized pieces"
              : "a sentence is assembled with `+` from text and values",
            help: Self.help(file, literals: pieces)))
      } else if t.kind == .operator && file.isWord(i, "+=") {
        guard i > 0, i + 1 < file.count, !skip(i + 1) else { continue }
        let end = file.expressionEnd(from: i + 1)
        let target = i - 1
        let holdsLocalized = localized().localizedReads.contains(target)
        var appendsLocalized = localized().isLocalized(file, i + 1, end)
        // `text += " \(L10n.selected)"`: padding one value, but appended to another.
        if !appendsLocalized, let lit = file.literal(at: i + 1), Int(file[i + 1].match) == end {
          appendsLocalized = localized().interpolatesLocalized(file, literal: lit)
        }
        // A `+` of the appended value itself, not one inside a call's arguments
        // (`builder += Item().title("🌟 " + name)` appends an item, not text).
        if !appendsLocalized,
          let plus = (i + 1...end).first(where: {
            file.isWord($0, "+") && file.enclosingBracket[$0] == file.enclosingBracket[i + 1]
          })
        {
          let chain = file.operatorChain(around: plus)
          appendsLocalized = chain.operands.contains {
            localized().isLocalized(file, $0.lowerBound, $0.upperBound)
          }
        }
        guard holdsLocalized || appendsLocalized,
          !appendsListItem(file, first: i + 1, end: end),
          !followsSeparator(file, target: target, op: i),
          !appendsLine(file, first: i + 1, end: end),
          !appendsSentence(file, target: target, first: i + 1, end: end),
          !isWholeSentence(file, (i + 1)...end),
          !collectsLines(file, target: target, &lineCollectors),
          !isOnlyPieceOfEmptyString(file, target: target, op: i),
          !appendsLocalizedBracketedNote(file, first: i + 1, end: end),
          !isLocalizedNoteOrLink(file, (i + 1)...end),
          !isLetterlessLookup(file, (i + 1)...end),
          !appendsLocalizedMeasure(file, first: i + 1, end: end),
          !appendsNameWithNote(file, first: i + 1, end: end, localized()),
          !appendsMarkup(file, first: i + 1, end: end),
          !appendsOnlySpace(file, first: i + 1, end: end),
          !appendsSentenceAfterSpace(file, target: target, op: i, end: end),
          !collectsWholeMessages(file, target: target, op: i, localized()),
          options.pedantic || !appendsAccessibilityLiteral(file, op: i, end: end),
          options.pedantic || appendShowsJoint(file, first: i + 1, end: end, localized())
        else { continue }
        for j in (i + 1)...end where file[j].kind == .stringOpen { reportedLiterals.insert(j) }
        // One finding for the statement: a `+` that builds the appended value is this one's.
        for j in (i + 1)...end
        where file.isWord(j, "+") && file.enclosingBracket[j] == file.enclosingBracket[i + 1] {
          walked.insert(j)
        }
        out.append(
          finding(
            t.range, "a sentence is assembled with `+=` from localized pieces", help: Self.help))
      } else if t.kind == .identifier && file.isWord(i, "joined") && file.kind(i - 1) == .period
        && file.kind(i + 1) == .leftParen && file.kind(i - 2) == .rightBracket
      {
        let array = Int(file[i - 2].match)
        guard array >= 0, file[array].kind == .leftBracket, !skip(array) else { continue }
        let elements = file.arguments(ofCall: array)
        guard elements.count >= 2, elements.allSatisfy({ $0.label == nil }),
          !hasItemSeparator(file, call: i + 1), !joinsAccessibilityItems(file, array: array, call: i + 1)
        else { continue }
        var hasLocalized = false
        var hasNatural = false
        var hasValue = false
        for e in elements {
          if localized().isLocalized(file, e.first, e.last) {
            hasLocalized = true
          } else if let l = file.literal(at: e.first), Int(file[e.first].match) == e.last {
            if NaturalLanguage.isSentencePiece(
              file.value(ofLiteral: l), brandTerms: options.brandTerms)
            {
              hasNatural = true
            }
          } else {
            hasValue = true
          }
        }
        guard
          hasLocalized || (hasNatural && hasValue && reachesText(file, array, Int(file[i + 1].match), apis)),
          options.pedantic || joinShowsJoint(file, elements, call: i + 1, localized())
        else { continue }
        out.append(
          finding(
            t.range, "a sentence is assembled with `joined(separator:)` from localized pieces",
            help: Self.help))
      }
    }
    for l in file.literals.indices {
      let open = Int(file.literals[l].open)
      guard file.literals[l].hasInterpolation, !reportedLiterals.contains(open),
        let at = localized().localizedInterpolation(file, literal: l), !skip(open),
        !isLocalizedFormatWithWords(file, literal: l, apis), !interpolatesSentenceThenValue(file, literal: l),
        !interpolatesLabeledValue(file, literal: l), !interpolatesLocalizedLabelThenValue(file, literal: l),
        !interpolatesWholeParts(file, literal: l),
        !listsAccessibilityItems(file, literal: l), !interpolatesMessageThenCode(file, literal: l),
        !interpolatesBracketedAnnotation(file, literal: l, localized()),
        !interpolatesBracketedNoteAlone(file, literal: l, localized()),
        !interpolatesLocalizedLinesAlone(file, literal: l, localized()),
        !interpolatesValuesAndUnits(file, literal: l, localized()),
        !interpolatesNameThenNumber(file, literal: l, localized()),
        !interpolatesTextAndIcon(file, literal: l, localized()),
        !interpolatesOnlyLetterlessLookups(file, literal: l, localized()),
        !interpolatesPaddedLookup(file, literal: l, localized()),
        !NaturalLanguage.startsWithDeveloperTag(file.value(ofLiteral: l)),
        !reachesOnlyDevelopers(file, open, Int(file[open].match)),
        options.pedantic
          || (!interpolatesUnseenTexts(file, literal: l, localized())
            && !interpolatesUnseenLabelThenValue(file, literal: l, localized())
            && interpolationShowsJoint(file, literal: l, localized()))
      else { continue }
      out.append(
        finding(
          file[at].range, "localized text is interpolated into a larger string",
          help: Self.help(file, literals: [open])))
    }
    return out
  }

  /// `Text("Profile banners: \(size)", comment: …)`: the literal is itself the key of a
  /// localized lookup (or a whole argument SwiftUI looks up as a key:
  /// `.navigationTitle("下载\(name)")`), with words around its values, so translators get
  /// one format with placeholders. (A key made only of values and punctuation, `Text("\(title) \(n)")`, is
  /// in no catalog, and stays reported.)
  func isLocalizedFormatWithWords(_ file: SyntaxFile, literal l: Int, _ apis: TextDisplayAPIs) -> Bool {
    let open = Int(file.literals[l].open)
    let close = Int(file[open].match)
    // `.navigationTitle("下载\(name)")`: a whole argument that SwiftUI looks up as a key.
    let isKeyArgument = {
      [.leftParen, .comma, .colon].contains(file.kind(open - 1))
        && [.rightParen, .comma].contains(file.kind(close + 1))
        && file.textDisplay(ofValue: open, close, apis: apis) == .localizesLiteral
    }
    guard file.localizedCall(withText: open) != nil || isKeyArgument() else { return false }
    return file.value(ofLiteral: l).unicodeScalars.contains { $0 != "\u{FFFC}" && $0.properties.isAlphabetic }
  }

  /// Whether a `+` chain builds text from localized or natural-language pieces (and not a
  /// path, URL or key).
  func assemblesText(
    _ file: SyntaxFile, _ chain: OperatorChain, _ localized: LocalizedValues,
    _ options: RuleOptions
  ) -> Bool {
    // Literals split over lines are one literal (`hardcoded-ui-string` looks at those).
    if chain.operands.allSatisfy({ file.isLiteralValue($0.lowerBound, $0.upperBound) }) {
      return false
    }
    // `"Decode error, type mismatch. \n" + context.debugDescription`: text around a
    // description for developers, with nothing looked up in it.
    if chain.operands.contains(where: {
      file.isWord($0.upperBound, "debugDescription") && file.kind($0.upperBound - 1) == .period
    }),
      !chain.operands.contains(where: { file.localizedExpressionEnd(at: $0.lowerBound) != nil })
    {
      return false
    }
    // `tags + L10n.ambassador + " •"`: items, each followed by a bullet.
    if let last = chain.operands.last, let v = plainLiteralValue(file, last),
      NaturalLanguage.isListSeparator(v)
    {
      return false
    }
    // Line breaks between whole messages, and list separators (`" • "`) between items,
    // split the chain into separate sentences.
    var sentences: [[ClosedRange<Int>]] = [[]]
    // VoiceOver reads the parts of an accessibility label joined by `", "` as items in
    // turn, as SwiftUI itself joins the labels of combined elements.
    var commaSeparates: Bool? = nil
    for o in chain.operands {
      let plain = plainLiteralValue(file, o)
      if let v = plain,
        isLineBreak(v) || NaturalLanguage.isListSeparator(v) || NaturalLanguage.isSentenceBreak(v)
          || NaturalLanguage.isColumnGap(v)
      {
        sentences.append([])
        continue
      }
      if let v = plain, v == ", " || v == "," {
        if commaSeparates == nil { commaSeparates = isAccessibilityText(file, chain) }
        if commaSeparates == true {
          sentences.append([])
          continue
        }
      }
      // The text the operand shows, as a literal or `Text` of one (values as marks).
      let shown = plain ?? shownLiteral(file, o).map(file.value(ofLiteral:)) ?? optionalItem(file, o)
      // `datePart + ", no log"`, `Text(label) + Text(", \(n) of \(total) grams")` in
      // accessibility text: a comma opens the next item.
      if let v = shown, v.hasPrefix(","), !sentences[sentences.count - 1].isEmpty {
        if commaSeparates == nil { commaSeparates = isAccessibilityText(file, chain) }
        if commaSeparates == true { sentences.append([]) }
      }
      // `"\(total) additives: " + parts.joined(separator: ", ")` in accessibility text: a
      // label, then the items VoiceOver reads in turn.
      if let previous = sentences[sentences.count - 1].last, joinsItemsWithCommas(file, o),
        pieceText(file, previous)?.last(where: { !$0.isWhitespace }) == ":"
      {
        if commaSeparates == nil { commaSeparates = isAccessibilityText(file, chain) }
        if commaSeparates == true { sentences.append([]) }
      }
      // `Text("Lost your token? ") + Text("Use a recovery code")`: after a piece that ends
      // a sentence, a piece that starts with a capital letter starts the next one;
      // `Text("Verify") + Text("Blind")`: the parts of one name, styled apart.
      if let previous = sentences[sentences.count - 1].last, startsNewRun(file, after: previous, o) {
        sentences.append([])
      }
      // `message + items.map { "\n- \($0)" }.joined()`, `title + "\n\(detail)"`: what
      // starts with a line break starts a line of its own.
      if startsWithLineBreak(file, o) || shown.map(startsWithListSeparator) == true
        || localValueOpensWithListSeparator(file, o)
      {
        sentences.append([])
      }
      sentences[sentences.count - 1].append(o)
      // `"Yesterday | " + time`: an item and the separator after it; `Text("- Backups
      // stop\n") + Text("- Uploads are limited")`: a line and its break.
      if let v = shown, endsWithListSeparator(v) {
        sentences.append([])
      }
      if endsWithLineBreak(file, o) { sentences.append([]) }
    }
    return sentences.contains { sentence in
      // Spaces before or after the whole text pad it, and a symbol, emoji or icon there
      // (`"✓ " + L10n.loaded`, `title + " →"`) marks it: they join nothing.
      var pieces = sentence[...]
      while let o = pieces.first,
        whitespaceValue(file, o) != nil || isSymbolMark(file, o) || namesAnIcon(file, o, localized)
          || isImageText(file, o) || plainLiteralValue(file, o).map(NaturalLanguage.isHyphenBullet) == true
      {
        pieces = pieces.dropFirst()
      }
      while let o = pieces.last,
        whitespaceValue(file, o) != nil || isSymbolMark(file, o) || isEllipsisConstant(file, o)
          || namesAnIcon(file, o, localized)
          || isImageText(file, o) || isLocalizedUnit(file, o) || isLocalizedNoteOrLink(file, o)
          || (isLocalizedCountedNoun(file, o) && followsCount(file, pieces.dropLast(), localized))
          || (pieces.count > 1 && isLocalizedSuffix(file, o))
          || (pieces.count > 1
            && plainLiteralValue(file, o).map { NaturalLanguage.isUnitWord($0[...]) } == true)
          || (pieces.count > 1 && (isBracketedValue(file, o) || isWholeSentence(file, o)))
          || (pieces.count > 1 && isAccessibilityColon(file, o, chain))
      {
        pieces = pieces.dropLast()
      }
      if let note = bracketedLocalizedNoteStart(file, pieces, localized) { pieces = pieces[..<note] }
      // `appName + " v" + version`: a version after a name.
      if pieces.count >= 3, let v = plainLiteralValue(file, pieces[pieces.endIndex - 2]),
        ["v", "V", "v."].contains(v.trimmingWhitespace), file.literal(at: pieces.last!.lowerBound) == nil
      {
        pieces = pieces.dropLast(2)
      }
      if isLabelThenValue(file, pieces) || isNameThenNumber(file, pieces, localized) { return false }
      if let start = abbreviationAnnotationStart(file, pieces) { pieces = pieces[..<start] }
      // A diagnostic code ends the message (and what follows it is the error's detail).
      if let code = pieces.indices.first(where: { isCodeAnnotation(file, pieces[$0]) }) {
        pieces = pieces[..<code]
      }
      return pieces.count >= 2 && !pieces.allSatisfy({ isLocalizedSentence(file, $0) })
        && !isSentencesThenValue(file, pieces)
        && (options.pedantic
          || (!joinsUnseenTexts(file, pieces, localized)
            && !labelsValueWithUnseenText(file, pieces, localized)
            && showsJoint(file, pieces, localized)))
        && assemblesText(file, Array(pieces), localized, options)
    }
  }

  /// A lookup whose text is a whole sentence: `String(localized: "This removes the
  /// engine.")`, its literal ending in `.`, `!`, `?` or `…`, or a local constant set to one.
  func isLocalizedSentence(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Bool {
    guard let text = localizedText(file, o) else { return false }
    return text.last.map { ".!?\u{2026}\u{3002}".contains($0) } ?? false
  }

  /// The text of a lookup (its `value:` or `defaultValue:` when it has one, else its key;
  /// the receiver of `"…".localized`), of `Text` of one, or of a local constant set to
  /// one, without trailing whitespace.
  func localizedText(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Substring? {
    var (f, l) = (o.lowerBound, o.upperBound)
    if f == l, let value = file.localLetValue(of: f) ?? file.enclosingLetValue(of: f) {
      (f, l) = (value.lowerBound, value.upperBound)
    }
    // `Text(NSLocalizedString("…", …))` shows the lookup's text.
    if lookupTextLiteral(file, f, l) == nil, let a = textArgument(file, f, l) {
      (f, l) = (a.lowerBound, a.upperBound)
    }
    var value: Substring
    if let joined = joinedKeyText(file, f, l) {
      value = Substring(joined)
    } else if let literal = lookupTextLiteral(file, f, l) {
      value = Substring(file.value(ofLiteral: literal))
    } else {
      return nil
    }
    while let last = value.last, last.isWhitespace { value = value.dropLast() }
    return value
  }

  /// `NSLocalizedString("To add more, you will need to " + "disconnect …", comment: "")`
  /// (or `String(localized:)`): a key written as two plain literals or more joined by `+`,
  /// which the compiler joins into one; nil for any other call.
  func joinedKeyText(_ file: SyntaxFile, _ f: Int, _ l: Int) -> String? {
    let isNS = file.isWord(f, "NSLocalizedString")
    guard f < l, isNS || file.isWord(f, "String"), file.kind(f + 1) == .leftParen,
      Int(file[f + 1].match) == l, file.kind(f + 2) == .stringOpen || file.kind(f + 4) == .stringOpen,
      let first = file.arguments(ofCall: f + 1).first
    else { return nil }
    if isNS {
      guard first.label == nil else { return nil }
    } else {
      guard first.label.map({ file.isWord($0, "localized") }) == true else { return nil }
    }
    var text = ""
    var j = first.first
    while let lit = file.literal(at: j), !file.literals[lit].hasInterpolation {
      text += file.value(ofLiteral: lit)
      let end = Int(file[j].match)
      if end == first.last { return j == first.first ? nil : text }
      guard file.isWord(end + 1, "+"), end + 2 <= first.last else { return nil }
      j = end + 2
    }
    return nil
  }

  /// The one unlabeled argument of `Text(…)` when `f...l` is that call and nothing more.
  func textArgument(_ file: SyntaxFile, _ f: Int, _ l: Int) -> ClosedRange<Int>? {
    guard file.isWord(f, "Text"), file.kind(f + 1) == .leftParen, Int(file[f + 1].match) == l else {
      return nil
    }
    let arguments = file.arguments(ofCall: f + 1)
    guard arguments.count == 1, arguments[0].label == nil, arguments[0].first <= arguments[0].last else {
      return nil
    }
    return arguments[0].first...arguments[0].last
  }

  /// The literal whose text the lookup `f...l` shows: the receiver of `"…".localized`, or
  /// the call's `value:` (`defaultValue:` of `String(localized:)`) when it has one, else
  /// its key.
  func lookupTextLiteral(_ file: SyntaxFile, _ f: Int, _ l: Int) -> Int? {
    if f < l, let lit = file.literal(at: f), !file.literals[lit].hasInterpolation,
      file.localizedSuffix(after: Int(file[f].match)) == l
    {
      return lit
    }
    guard f <= l, let open = (f...l).first(where: { file.kind($0) == .stringOpen }),
      let call = file.localizedCall(withText: open), call.first == f, call.last == l,
      let key = file.literal(at: open)
    else { return nil }
    let p = Int(file.enclosingBracket[open])
    for label in ["value", "defaultValue"] {
      if let v = file.argument(label, ofCall: p), let lit = file.literal(at: v.first),
        Int(file[v.first].match) == v.last,
        !file.value(ofLiteral: lit).isEmpty
      {
        return lit
      }
    }
    return key
  }

  /// `"\(intro) \(url)"` where `intro` is a localized lead-in ending in a colon ("Check out
  /// my post:"): a whole message and the link it introduces.
  func isLeadInToLink(_ file: SyntaxFile, _ lead: ClosedRange<Int>, _ value: ClosedRange<Int>) -> Bool {
    guard let text = localizedText(file, lead), text.last == ":" || text.last == "\u{FF1A}" else {
      return false
    }
    return value.contains { j in
      file.kind(j) == .identifier
        && (TextSearch.contains(file.text(j), "url") || TextSearch.contains(file.text(j), "URL")
          || TextSearch.contains(file.text(j), "link") || TextSearch.contains(file.text(j), "Link"))
    }
  }

  /// `Localizable.featuresTitle + ": "` in accessibility text: a label's colon at the end,
  /// before the items VoiceOver reads after it, or with the value it labels
  /// (`NSLocalizedString("chat_item_title", …) + ": \(title)"`). How a colon is spaced is
  /// not heard.
  func isAccessibilityColon(_ file: SyntaxFile, _ o: ClosedRange<Int>, _ chain: OperatorChain) -> Bool {
    if let v = plainLiteralValue(file, o) {
      guard v.trimmingWhitespace == ":" else { return false }
    } else {
      guard file.kind(o.lowerBound) == .stringOpen, Int(file[o.lowerBound].match) == o.upperBound,
        let lit = file.literal(at: o.lowerBound)
      else { return false }
      let value = file.value(ofLiteral: lit).filter { $0 != SyntaxFile.interpolationMark }
      guard value.trimmingWhitespace == ":", value.first == ":" else { return false }
    }
    return isAccessibilityText(file, chain)
  }

  /// `"Bitcoin Cash" + testnetSuffix`: a name of two words or more, each capitalized (or a
  /// name written as one word, `zkSync`, or an abbreviation in brackets, `(ETHF)`), with
  /// no space at its end, then one value: a name and what the value adds to it (a
  /// network's " Testnet"), not a sentence around a value.
  static func namesThenSuffix(_ file: SyntaxFile, _ chain: OperatorChain) -> Bool {
    guard chain.operands.count == 2, let lit = file.literal(at: chain.operands[0].lowerBound),
      Int(file[chain.operands[0].lowerBound].match) == chain.operands[0].upperBound,
      !file.literals[lit].hasInterpolation, file.kind(chain.operands[1].lowerBound) != .stringOpen
    else { return false }
    return NaturalLanguage.isMultiWordName(file.value(ofLiteral: lit))
  }

  /// `result += "\(String(localized: "Note")): \(note)"` in `var accessibilityLabel`: one
  /// literal appended to accessibility text, which VoiceOver reads as a further item; the
  /// literal's own joins are judged as any literal's are.
  func appendsAccessibilityLiteral(_ file: SyntaxFile, op i: Int, end: Int) -> Bool {
    guard file.kind(i + 1) == .stringOpen, Int(file[i + 1].match) == end else { return false }
    return isInAccessibilityDeclaration(file, i)
  }

  /// The chain is given to an accessibility label, value or hint: assigned to a property
  /// named so (`cell.accessibilityLabel = …`), or an argument labeled so.
  func isAccessibilityText(_ file: SyntaxFile, _ chain: OperatorChain) -> Bool {
    guard let first = chain.operands.first?.lowerBound, let last = chain.operands.last?.upperBound else {
      return false
    }
    return isAccessibilityValue(file, first, last)
  }

  /// The value `first...last` is given to an accessibility label, value or hint: assigned
  /// to a property named so (`cell.accessibilityLabel = …`) or bound to a local named so
  /// (`let errorAccessibility = …`), an argument labeled so, or
  /// built in a function or property named for it (`var voiceOverLabel: String { … }`).
  func isAccessibilityValue(_ file: SyntaxFile, _ first: Int, _ last: Int) -> Bool {
    switch file.slot(ofValue: first, last) {
    case .assignment(let target)?:
      if TextSearch.contains(file.text(target), "accessibility")
        || TextSearch.containsIgnoringCase(file.text(target), "a11y")
      {
        return true
      }
    case .binding(let name)?:
      // `let errorAccessibility = …`: a local named for the accessibility text it holds.
      if Self.namesAccessibility(file.text(name)) { return true }
    case .argument(_, let label?)?:
      if TextSearch.contains(file.text(label), "accessibility") { return true }
    case .argument(let call, nil)?:
      // `.accessibilityLabel(a + ", " + b)`: the modifier's name says it.
      if let callee = file.callee(ofOpenParen: call) {
        if TextSearch.contains(file.text(callee), "accessibility") { return true }
        // `.accessibilityLabel(Text("\(title): \(value)"))`: the `Text` it is the whole of.
        let close = Int(file[call].match)
        if file.isWord(callee, "Text"), callee + 1 == call, first == call + 1, last == close - 1,
          isAccessibilityValue(file, callee, close)
        {
          return true
        }
      }
    default:
      break
    }
    return isInAccessibilityDeclaration(file, first)
  }

  /// A name that speaks of accessibility, in any case: `accessibility`, `voiceover` or `a11y`
  /// (`voiceOverLabel`, `errorAccessibility`, `getA11yLabel`).
  static func namesAccessibility(_ name: String) -> Bool {
    TextSearch.containsAny(name, [], ignoringCase: ["accessibility", "voiceover", "a11y"])
  }

  /// Token `i` lies in a function or computed property whose name speaks of accessibility
  /// (`accessibilityLabel(base:)`, `voiceOverLabel`, `getA11yLabel()`), or in
  /// a type named so (`struct StatusRowAccessibilityLabel`).
  func isInAccessibilityDeclaration(_ file: SyntaxFile, _ i: Int) -> Bool {
    var s = Int(file.scopeOfToken[i])
    while s >= 0 {
      let kind = file.scopes[s].kind
      let name = Int(file.scopes[s].name)
      if name >= 0 && (kind == .function || kind == .accessor || kind == .type) {
        if Self.namesAccessibility(file.text(name)) { return true }
      }
      // `.accessibilityRepresentation { Text(verbatim: "\(title), \(value)") }`: the
      // trailing closure of a modifier named for accessibility.
      let open = Int(file.scopes[s].open)
      if kind == .closure, open >= 1, file.kind(open - 1) == .identifier,
        Self.namesAccessibility(file.text(open - 1))
      {
        return true
      }
      if kind == .type { break }
      s = Int(file.scopes[s].parent)
    }
    return false
  }

  /// `cell.accessibilityLabel = L10n.openWifi + " " + L10n.alwaysConnect` (or `data.ssid +
  /// " " + L10n.alwaysConnect`, `"\(title) " + L10n.back`): accessibility text made only of
  /// localized values, names and bracketed values, at least one localized, with single
  /// spaces between. Judged real code found
  /// these to be labels read in turn far more often than one phrase split in two
  /// ("Unknown" + " " + "Node"), so they are reported only when `pedantic` is on.
  func joinsAccessibilityLabels(_ file: SyntaxFile, _ chain: OperatorChain, _ localized: LocalizedValues)
    -> Bool
  {
    guard isAccessibilityText(file, chain) else { return false }
    var values = 0
    var names = 0
    // A count beside a noun (`"\(count) " + L10n.items`) needs the noun's plural forms.
    let numberWords: Set<String> = ["count", "number", "num", "total", "amount", "quantity"]
    for o in chain.operands {
      if o.contains(where: { j in
        file.kind(j) == .identifier
          && EnglishPluralBranch.words(file.text(j)).contains(where: numberWords.contains)
      }) {
        return false
      }
      if let v = plainLiteralValue(file, o) {
        guard v == " " else { return false }
      } else if localized.isLocalized(file, o.lowerBound, o.upperBound) {
        values += 1
      } else if let l = file.literal(at: o.lowerBound), Int(file[o.lowerBound].match) == o.upperBound {
        // `"\(title) "`: one value and the space after it.
        let value = file.value(ofLiteral: l)
        guard value.filter({ $0 != " " }) == String(SyntaxFile.interpolationMark),
          !localized.interpolatesLocalized(file, literal: l) || value.hasSuffix(" ")
        else { return false }
        names += 1
      } else if file.kind(o.lowerBound) == .leftParen && Int(file[o.lowerBound].match) == o.upperBound {
        // `(dayLabel.text ?? "")`, `(value)`: a value of its own.
        names += 1
      } else {
        // A name or member read as it is (`data.ssid`): a label of its own.
        guard o.allSatisfy({ file.kind($0) == .identifier || file.kind($0) == .period }) else { return false }
        names += 1
      }
    }
    return values >= 1 && values + names >= 2
  }

  /// `"\(base), \(L10n.pinned)"` in accessibility text: VoiceOver reads the values as
  /// items in turn, as SwiftUI joins the labels of combined elements. Chinese and
  /// Japanese text writes the comma full-width (`"\(title)，\(date)"`) or as `、`.
  func listsAccessibilityItems(_ file: SyntaxFile, literal l: Int) -> Bool {
    let value = file.value(ofLiteral: l)
    guard
      NaturalLanguage.separatesEveryValue(
        value, by: { $0 == ", " || $0 == "," || $0 == "\u{FF0C}" || $0 == "\u{3001}" })
    else { return false }
    let open = Int(file.literals[l].open)
    if isAccessibilityValue(file, open, Int(file[open].match)) { return true }
    // `.accessibilityLabel(Text("\(title), \(range), \(length)"))`: the `Text` it is the
    // whole argument of.
    let p = Int(file.enclosingBracket[open])
    guard p >= 0, file.kind(p) == .leftParen, Int(file[p].match) == Int(file[open].match) + 1,
      let callee = file.callee(ofOpenParen: p), file.isWord(callee, "Text"), file.kind(callee - 1) != .period
    else { return false }
    return isAccessibilityValue(file, callee, Int(file[p].match))
  }

  /// `label += ". " + L10n.blocked`, `label += ". \(L10n.online)"`: a whole message
  /// appended after a sentence break (or, in accessibility text, after `", "`), which
  /// starts a sentence of its own. What follows the break may still join pieces
  /// (`". " + L10n.lastMessage + ": \(text)"`): that `+` chain is checked on its own.
  func appendsSentence(_ file: SyntaxFile, target: Int, first: Int, end: Int) -> Bool {
    guard let lit = file.literal(at: first) else { return false }
    let close = Int(file[first].match)
    let value = file.value(ofLiteral: lit)
    let accessibility = isAccessibilityValue(file, target, target)
    if close == end {
      // One literal: the break, then one value.
      let marks = value.unicodeScalars.filter { $0 == "\u{FFFC}" }.count
      guard marks == 1, let mark = value.firstIndex(of: "\u{FFFC}") else { return false }
      let before = String(value[..<mark])
      let after = value[value.index(after: mark)...]
      return (NaturalLanguage.isSentenceBreak(before) || (accessibility && before == ", "))
        && after.allSatisfy { $0.isWhitespace || ".!?".contains($0) }
    }
    return file.isWord(close + 1, "+") && !file.literals[lit].hasInterpolation
      && (NaturalLanguage.isSentenceBreak(value) || isLineBreak(value) || (accessibility && value == ", "))
  }

  /// Whether an operand is localized text: a localized expression, a literal that
  /// interpolates one, or a SwiftUI `Text`.
  func holdsLocalizedPiece(
    _ file: SyntaxFile, _ operands: [ClosedRange<Int>], _ localized: LocalizedValues
  ) -> Bool {
    operands.contains { o in
      if file.isWord(o.lowerBound, "Text") || localized.isLocalized(file, o.lowerBound, o.upperBound) {
        return true
      }
      // `(isFace ? "id_face_id".localized : "id_touch_id".localized)`: either branch.
      if let inner = file.strippingParens(o), inner.count > 1,
        let q = inner.first(where: {
          file.isWord($0, "?") && file.enclosingBracket[$0] == file.enclosingBracket[inner.lowerBound]
        }),
        let branches = file.ternaryBranches(question: q), branches.whenFalse.upperBound <= inner.upperBound,
        localized.isLocalized(file, branches.whenTrue.lowerBound, branches.whenTrue.upperBound)
          || localized.isLocalized(file, branches.whenFalse.lowerBound, branches.whenFalse.upperBound)
      {
        return true
      }
      return file.literal(at: o.lowerBound).map { localized.interpolatesLocalized(file, literal: $0) }
        ?? false
    }
  }

  /// Whether the value `first...last` becomes text people read: it reaches a UI API, is
  /// returned (its caller shows it or not; a `private` function's calls in the file are
  /// followed one step), or is bound to a local name that does either.
  /// Text built from literals and values that goes anywhere else (a file for developers,
  /// a header, a parser's state) holds no localized piece to reorder and is left alone.
  func reachesText(
    _ file: SyntaxFile, _ first: Int, _ last: Int, _ apis: TextDisplayAPIs, followCalls: Bool = true
  ) -> Bool {
    func returned(_ f: Int, _ l: Int) -> Bool {
      guard
        file.isKeyword(f - 1, [.`return`])
          || (file.kind(f - 1) == .leftBrace && Int(file[f - 1].match) == l + 1)
      else { return false }
      guard followCalls, let calls = Self.callsOfPrivateFunction(file, returning: f) else { return true }
      return calls.contains { reachesText(file, $0.lowerBound, $0.upperBound, apis, followCalls: false) }
    }
    if returned(first, last) || file.textDisplay(ofValue: first, last, apis: apis) != nil { return true }
    guard case .binding(let name)? = file.slot(ofValue: first, last) else { return false }
    return file.uses(ofBindingAt: name).contains { u in
      returned(u, u) || file.textDisplay(ofValue: u, u, apis: apis) != nil
    }
  }

  /// The calls in the file (`name(…)`, `self.name(…)`) of the `private` or `fileprivate`
  /// function whose body returns the value at `f`; nil when `f` is not returned by such a
  /// function itself (a closure's or accessor's return, or another function's).
  static func callsOfPrivateFunction(_ file: SyntaxFile, returning f: Int) -> [ClosedRange<Int>]? {
    guard let s = file.enclosingScope(f, [.function, .closure, .accessor, .type, .preview]) else {
      return nil
    }
    let scope = file.scopes[s]
    let name = Int(scope.name)
    guard scope.kind == .function, name >= 0, file.kind(name) == .identifier, scope.introducer >= 0,
      file.hasDeclarationModifier(before: Int(scope.introducer), in: [.`private`, .`fileprivate`])
    else { return nil }
    var calls: [ClosedRange<Int>] = []
    for p in file.wordPositions(file.text(name)) {
      let i = Int(p)
      guard i != name, file.kind(i + 1) == .leftParen, file[i + 1].match > i + 1 else { continue }
      if let base = file.memberBase(i), !file.isKeyword(base, [.`self`]) { continue }
      calls.append((file.memberBase(i) ?? i)...Int(file[i + 1].match))
    }
    return calls
  }

  /// The value of an operand that is a literal (or `Text(verbatim:)` of one) holding only
  /// whitespace, or nothing (`title ?? "" + " " + L10n.count` pads one value).
  /// So does a lookup of only spaces (`Text(NSLocalizedString(" ", value: " ", …))`).
  func whitespaceValue(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> String? {
    if let r = Self.repeatedLiteral(file, o), isWhitespace(r) { return r }
    guard let v = plainLiteralValue(file, o) else {
      // Only a lookup whose key is spaces (most operands hold no such literal).
      guard let open = o.first(where: { file.kind($0) == .stringOpen }), let key = file.literal(at: open),
        !file.literals[key].hasInterpolation, Int(file[open].end) < file.bytes.count,
        file.bytes[Int(file[open].end)] == 0x20
      else { return nil }
      let inner = textArgument(file, o.lowerBound, o.upperBound) ?? o
      guard let l = lookupTextLiteral(file, inner.lowerBound, inner.upperBound) else { return nil }
      let text = file.value(ofLiteral: l)
      return !text.isEmpty && isWhitespace(text) ? text : nil
    }
    return v.isEmpty || isWhitespace(v) ? v : nil
  }

  /// `Text(" - The binary tool for AI upscaling")`: text that opens with a list separator
  /// after a space (a hyphen needs a space after it too), then words: an item's description
  /// after its name, each translated whole.
  func startsWithListSeparator(_ v: String) -> Bool {
    var scalars = v.unicodeScalars[...]
    guard let first = scalars.first, first.properties.isWhitespace else { return false }
    while let f = scalars.first, f.properties.isWhitespace { scalars = scalars.dropFirst() }
    guard let mark = scalars.first, NaturalLanguage.isListSeparatorMark(mark) || mark == "-" else {
      return false
    }
    let after = scalars.dropFirst()
    // `" - \(section)"`: a value is an item too.
    return after.first.map { $0.properties.isWhitespace } == true
      && after.contains { $0.properties.isAlphabetic || $0 == "\u{FFFC}" }
  }

  /// `let name = track.name != nil ? " - " + track.name! : ""`, then `… + name`: a local
  /// constant whose value opens with a list separator (each branch of a conditional that
  /// is not empty): an item of its own.
  func localValueOpensWithListSeparator(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Bool {
    guard o.count == 1, let value = Self.localValue(file, of: o.lowerBound) else { return false }
    let branches = file.conditionalBranches(in: value).map { [$0.whenTrue, $0.whenFalse] } ?? [value]
    var opens = false
    for b in branches {
      guard let lit = file.literal(at: b.lowerBound) else { return false }
      let v = file.value(ofLiteral: lit)
      if v.isEmpty && Int(file[b.lowerBound].match) == b.upperBound { continue }
      guard startsWithListSeparator(v) || NaturalLanguage.isListSeparator(v) else { return false }
      opens = true
    }
    return opens
  }

  /// Words, then a list separator and spaces: `"Yesterday | "`, `"Free • "`.
  func endsWithListSeparator(_ v: String) -> Bool {
    var scalars = v.unicodeScalars[...]
    while let last = scalars.last, last.properties.isWhitespace { scalars = scalars.dropLast() }
    // A hyphen between spaces separates too (`"AirPods - " + side`).
    guard let mark = scalars.last,
      NaturalLanguage.isListSeparatorMark(mark) || mark == "-" && scalars.count < v.unicodeScalars.count
    else { return false }
    let before = scalars.dropLast()
    return before.last.map { $0.properties.isWhitespace } == true
      && before.contains { $0.properties.isAlphabetic }
  }

  /// The operand's first literal (its own, one in a closure it calls, or the start of a
  /// local constant's value: `let detail = "\n\n" + L10n.more`) opens with a line break
  /// after optional spaces.
  /// The operand's text (a literal, or a call on one literal: `Text("…\n")`) ends with a
  /// line break.
  func endsWithLineBreak(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Bool {
    if endsWithLineBreakModifier(file, o) { return true }
    // `let baseMessage = L10n.pleaseWait + "\n"`, then `baseMessage + L10n.step`.
    if o.lowerBound == o.upperBound, let value = file.localLetValue(of: o.lowerBound) {
      let last = value.upperBound
      guard file.kind(last) == .stringClose, file[last].match >= 0,
        let l = file.literal(at: Int(file[last].match))
      else { return false }
      let end = file.value(ofLiteral: l).unicodeScalars.last
      return end == "\n" || end == "\r"
    }
    var opens = o.filter { file.kind($0) == .stringOpen }
    // A lookup's text, not its comment.
    if opens.count > 1, let call = file.localizedCall(withText: opens[0]), call.first == o.lowerBound,
      call.last == o.upperBound
    {
      opens = [opens[0]]
    }
    guard opens.count == 1, let l = file.literal(at: opens[0]) else { return false }
    let last = file.value(ofLiteral: l).unicodeScalars.last
    return last == "\n" || last == "\r"
  }

  func startsWithLineBreak(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Bool {
    if o.lowerBound == o.upperBound, file.kind(o.lowerBound) == .identifier,
      file.kind(o.lowerBound - 1) != .period, let value = localConstantStart(file, o.lowerBound)
    {
      return startsWithLineBreak(file, value...value)
    }
    // A trailing closure and the calls after it (`map { "\n…" }.joined()`) may stand past
    // the operand's last token.
    var end = o.upperBound
    for _ in 0..<8 {
      if file.kind(end + 1) == .leftBrace && file[end + 1].match > end + 1 {
        end = Int(file[end + 1].match)
      } else if file.kind(end + 1) == .period && file.kind(end + 2) == .identifier {
        end += 2
        if file.kind(end + 1) == .leftParen && file[end + 1].match > end + 1 {
          end = Int(file[end + 1].match)
        }
      } else {
        break
      }
    }
    guard let open = (o.lowerBound...end).first(where: { file.kind($0) == .stringOpen }),
      let l = file.literal(at: open)
    else { return false }
    for u in file.value(ofLiteral: l).unicodeScalars {
      if u == "\n" || u == "\r" { return true }
      if u != " " && u != "\t" { return false }
    }
    return false
  }

  /// A literal that marks a text rather than joins one (`NaturalLanguage.isSymbolMark`).
  func isSymbolMark(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Bool {
    plainLiteralValue(file, o).map(NaturalLanguage.isSymbolMark) ?? false
  }

  /// Non-empty and only whitespace, or invisible format characters (a zero-width space or
  /// joiner, a direction mark: `"\u{200B}" + message` fixes how a line breaks or renders).
  func isWhitespace(_ v: String) -> Bool {
    !v.isEmpty
      && v.unicodeScalars.allSatisfy({
        $0.properties.isWhitespace || $0.properties.generalCategory == .format
      })
  }

  /// Only whitespace, with a line break, and perhaps a rule of dashes between the breaks
  /// (`"\n\n-----\n\n"`): what sets whole messages apart.
  func isLineBreak(_ v: String) -> Bool {
    v.unicodeScalars.contains("\n")
      && v.unicodeScalars.allSatisfy { $0.properties.isWhitespace || "-_=*─—".unicodeScalars.contains($0) }
  }

  /// The value of an operand that is a literal without interpolations, `Text(…)` of one
  /// (modifiers after it allowed: `Text("*").foregroundColor(.red)`), or a local constant
  /// holding one (`let prefix = "🌐 "` earlier in the function).
  func plainLiteralValue(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> String? {
    var f = o.lowerBound
    var l = o.upperBound
    if f == l, file.kind(f) == .identifier, file.kind(f - 1) != .period,
      let literal = localConstant(file, f)
    {
      (f, l) = (literal, Int(file[literal].match))
    }
    if textCallClose(file, f...l) != nil, let a = file.arguments(ofCall: f + 1).first {
      f = a.first
      l = a.last
    }
    guard let lit = file.literal(at: f), Int(file[f].match) == l, !file.literals[lit].hasInterpolation
    else { return nil }
    return file.value(ofLiteral: lit)
  }

  /// The first token of the value of the local constant read at `i`, when it opens with
  /// a literal: `let name = "…" …` before `i` in the same function, closure or accessor.
  func localConstantStart(_ file: SyntaxFile, _ i: Int) -> Int? {
    guard let d = file.localDeclaration(of: i), file.isKeyword(d - 1, [.`let`]), file.isWord(d + 1, "="),
      file.kind(d + 2) == .stringOpen, file[d + 2].match > d + 2
    else { return nil }
    return d + 2
  }

  /// The opening quote of the literal that the local constant read at `i` is bound to:
  /// `let name = "…"` before `i` in the same function, closure or accessor, the literal
  /// its whole value.
  func localConstant(_ file: SyntaxFile, _ i: Int) -> Int? {
    guard let open = localConstantStart(file, i) else { return nil }
    let close = Int(file[open].match)
    // Nothing joined after the literal.
    if close + 1 < file.count && !file[close + 1].flags.contains(.newlineBefore)
      && file.kind(close + 1) != .semicolon && file.kind(close + 1) != .rightBrace
    {
      return nil
    }
    return open
  }

  /// `message += "\n\n\(L10n.notFound)"`: a whole message appended on a line of its own
  /// (line breaks, one value, nothing else). Lines that end in a line break are the
  /// concern of `collectsLines`.
  func appendsLine(_ file: SyntaxFile, first: Int, end: Int) -> Bool {
    guard let lit = file.literal(at: first), Int(file[first].match) == end else { return false }
    let value = file.value(ofLiteral: lit)
    guard startsWithLineBreak(file, first...end) else { return false }
    let marks = value.unicodeScalars.filter { $0 == "\u{FFFC}" }.count
    return marks == 1 && value.unicodeScalars.allSatisfy { $0 == "\u{FFFC}" || $0.properties.isWhitespace }
  }

  /// `text += " • " + size`, `text += " • \(size)"`: a list item appended after a
  /// separator, not the next words of a sentence.
  /// `text += "- **\(title)** (\(L10n.allDay))"`: one literal that gives a name and a
  /// localized note in brackets (`interpolatesBracketedAnnotation`).
  func appendsNameWithNote(_ file: SyntaxFile, first: Int, end: Int, _ localized: LocalizedValues) -> Bool {
    guard let lit = file.literal(at: first), Int(file[first].match) == end else { return false }
    return interpolatesBracketedAnnotation(file, literal: lit, localized)
  }

  func appendsListItem(_ file: SyntaxFile, first: Int, end: Int) -> Bool {
    guard let lit = file.literal(at: first) else { return false }
    if Int(file[first].match) == end {
      let value = file.value(ofLiteral: lit)
      return NaturalLanguage.separatesEveryValue(value) || NaturalLanguage.isSeparatedMeasure(value)
    }
    return file.isWord(Int(file[first].match) + 1, "+")
      && NaturalLanguage.isListSeparator(file.value(ofLiteral: lit))
  }

  /// Whether the variable at token `target` also gets `+= "\n"` in the same function
  /// (closure, accessor, or the file's top level): lines collected one under the other,
  /// each a whole message. Members (`label.text`) are other variables. Answers are kept in
  /// `cache` by name and function, so n appends to one name cost one walk over its uses.
  func collectsLines(_ file: SyntaxFile, target: Int, _ cache: inout [Int: [String: Bool]])
    -> Bool
  {
    guard file.kind(target) == .identifier, file.kind(target - 1) != .period else {
      return false
    }
    var s = Int(file.scopeOfToken[target])
    while s >= 0 && file.scopes[s].kind != .function && file.scopes[s].kind != .accessor
      && file.scopes[s].kind != .closure
    {
      s = Int(file.scopes[s].parent)
    }
    let name = file.text(target)
    if let known = cache[s]?[name] { return known }
    let range = s >= 0 ? Int(file.scopes[s].open)..<Int(file.scopes[s].close) : 0..<file.count
    var found = false
    for p in file.wordPositions(name, in: range) {
      let q = Int(p)
      guard file.kind(q - 1) != .period, file.isWord(q + 1, "+=") else { continue }
      // `text += "\n"`, or a line ended with one: `text += L10n.line + "\n\n"`.
      var open = q + 2
      if file.kind(open) != .stringOpen {
        let end = file.expressionEnd(from: q + 2)
        guard file.kind(end) == .stringClose, file[end].match >= 0 else { continue }
        open = Int(file[end].match)
      }
      guard file.kind(open) == .stringOpen,
        let v = plainLiteralValue(file, open...Int(file[open].match)), isLineBreak(v)
      else { continue }
      found = true
      break
    }
    cache[s, default: [:]][name] = found
    return found
  }

  /// `joined(separator:)` with a separator of whole items rather than of a sentence's
  /// words: of keys and paths (`"."`), of list items (`" • "`), or of lines (`"\n"`, or a
  /// constant named for a line break, `.newline`), each line a whole message.
  func hasItemSeparator(_ file: SyntaxFile, call p: Int) -> Bool {
    guard let a = file.argument("separator", ofCall: p) else { return false }
    guard let value = separatorText(file, call: p) else {
      // `.newline`, `String.newline`, `lineBreak`.
      return a.first <= a.last && file.kind(a.last) == .identifier
        && file.text(a.last, isIn: Self.lineBreakNames)
    }
    return isLineBreak(value) || NaturalLanguage.isListSeparator(value)
      || [".", "/", "|", "_", "-", ":", "=", "&", "+", ";", "\t"].contains(value)
  }

  /// `parts.joined(separator: ", ")`: the operand `o` is a call of `joined` with a comma
  /// between the items.
  func joinsItemsWithCommas(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Bool {
    let p = Int(file[o.upperBound].match)
    guard file.kind(o.upperBound) == .rightParen, p > o.lowerBound, file.isWord(p - 1, "joined"),
      file.kind(p - 2) == .period, let value = separatorText(file, call: p)
    else { return false }
    return value == ", " || value == ","
  }

  /// The text of the `separator:` argument of the call that opens at `p`, when it is one
  /// literal (`joined(separator: ", ")`).
  func separatorText(_ file: SyntaxFile, call p: Int) -> String? {
    guard let a = file.argument("separator", ofCall: p), let lit = file.literal(at: a.first),
      Int(file[a.first].match) == a.last
    else { return nil }
    return file.value(ofLiteral: lit)
  }

  /// `accessibilityLabel = [title, detail].joined(separator: ", ")`: VoiceOver reads the
  /// items in turn.
  func joinsAccessibilityItems(_ file: SyntaxFile, array: Int, call p: Int) -> Bool {
    guard separatorText(file, call: p) == ", ", file[p].match > p else { return false }
    return isAccessibilityValue(file, array, Int(file[p].match))
  }

  /// Names of line-break constants.
  static let lineBreakNames: WordSet = [
    "newline", "newLine", "lineBreak", "linebreak", "lineSeparator", "paragraphSeparator",
  ]

  func assemblesText(
    _ file: SyntaxFile, _ operands: [ClosedRange<Int>], _ localized: LocalizedValues,
    _ options: RuleOptions
  ) -> Bool {
    if LabeledValue.matches(file, operands) { return false }
    var hasLocalized = false
    var hasNatural = false
    var hasValue = false
    var textPieces = 0
    var allText = true
    var textHasWords = false
    for (index, o) in operands.enumerated() {
      let (f, l) = (o.lowerBound, o.upperBound)
      if let piece = textPiece(file, f, l, localized, options) {
        // SwiftUI `Text + Text`.
        if piece != .image { textPieces += 1 }
        if piece == .words { textHasWords = true }
        continue
      }
      allText = false
      if localized.isLocalized(file, f, l) {
        hasLocalized = true
      } else if let lit = file.literal(at: f), Int(file[f].match) == l {
        let value = file.value(ofLiteral: lit)
        if NaturalLanguage.isMachineText(value) { return false }
        // `size + " MiB"`: a value with its unit (a number formatter's concern). So is each
        // unit of a compound measure, values and units in turn ending in a unit
        // (`String(feet) + "ft " + String(inches) + "in"`, `String(year) + "년 " +
        // String(month) + "월"`); not a word between two values (`day + " thg " + month`).
        if NaturalLanguage.isSentencePiece(value, brandTerms: options.brandTerms)
          && !(index > 0 && NaturalLanguage.isUnitSuffix(value)
            && (o == operands.last || endsInUnits(file, operands, from: index)))
          // `"ID " + id`, `"ETA " + time`: an abbreviation that labels the one value after it.
          && !(index == 0 && operands.count == 2 && Self.isAbbreviationLabel(value))
        {
          hasNatural = true
        }
        if file.literals[lit].hasInterpolation { hasValue = true }
      } else {
        // `prefix + "ps1"`, with `let prefix = "public.aoshuang.game."` in the file: a value
        // that holds an identifier's opening builds an identifier.
        if f == l, file.kind(f) == .identifier, let v = file.initialValue(ofDeclared: file.text(f)),
          let lit = file.literal(at: v.lowerBound), Int(file[v.lowerBound].match) == v.upperBound,
          NaturalLanguage.isDottedIdentifier(file.value(ofLiteral: lit))
        {
          return false
        }
        hasValue = true
      }
    }
    if allText { return textPieces >= 2 && textHasWords }
    return hasLocalized || (hasNatural && hasValue)
  }

  enum TextPiece { case image, words, other }

  /// Two to four capital letters and the spaces after them (`"ID "`, `"ETA "`).
  static func isAbbreviationLabel(_ value: String) -> Bool {
    let u = Array(value.utf8)
    guard let end = u.firstIndex(of: 0x20), end >= 2, end <= 4 else { return false }
    return u[..<end].allSatisfy { $0 &- 0x41 < 26 } && u[end...].allSatisfy { $0 == 0x20 }
  }

  /// Whether `operands` from `index` on are units after values: a literal unit suffix at
  /// `index` and at every other operand after it, through the last.
  func endsInUnits(_ file: SyntaxFile, _ operands: [ClosedRange<Int>], from index: Int) -> Bool {
    guard (operands.count - 1 - index) % 2 == 0 else { return false }
    return stride(from: index, to: operands.count, by: 2).allSatisfy { k in
      guard file.literal(at: operands[k - 1].lowerBound) == nil,
        let lit = file.literal(at: operands[k].lowerBound),
        Int(file[operands[k].lowerBound].match) == operands[k].upperBound
      else { return false }
      return NaturalLanguage.isUnitSuffix(file.value(ofLiteral: lit))
    }
  }

  /// A literal made only of the user's brand terms (and spaces or punctuation).
  func isBrandOnly(_ value: String, _ options: RuleOptions) -> Bool {
    guard !options.brandTerms.isEmpty else { return false }
    var rest = value
    for term in options.brandTerms.sorted(by: { $0.count > $1.count }) {
      rest = rest.replacing(term, with: " ")
    }
    return !rest.unicodeScalars.contains { $0.properties.isAlphabetic }
  }

  /// A SwiftUI `Text(…)` operand, with its modifiers: an image, localized words, or other.
  func textPiece(
    _ file: SyntaxFile, _ f: Int, _ l: Int, _ localized: LocalizedValues, _ options: RuleOptions
  ) -> TextPiece? {
    guard file.isWord(f, "Text"), file.kind(f + 1) == .leftParen else { return nil }
    let close = Int(file[f + 1].match)
    guard close > f + 1, close <= l else { return nil }
    // Only modifiers may follow: `Text("a").bold()`.
    if close < l && file.kind(close + 1) != .period { return nil }
    guard let arg = file.arguments(ofCall: f + 1).first else { return .other }
    if file.isWord(arg.first, "Image") { return .image }
    if arg.label == nil, let lit = file.literal(at: arg.first), Int(file[arg.first].match) == arg.last {
      // A `Text("…")` literal is a localization key whatever it looks like (`"a.b-c"`):
      // any letter makes it words.
      let value = file.value(ofLiteral: lit)
      let hasLetters = value.unicodeScalars.contains { $0.properties.isAlphabetic }
      // `Text(" / 150MB")`, `Text(" points")` after a number: a value's unit, no words.
      let isUnit = NaturalLanguage.isUnitLabel(value) || NaturalLanguage.isUnitWord(value[...])
      return hasLetters && !isBrandOnly(value, options) && !isUnit
        || localized.interpolatesLocalized(file, literal: lit) ? .words : .other
    }
    if arg.label == nil && localized.isLocalized(file, arg.first, arg.last) { return .words }
    return .other
  }

}
