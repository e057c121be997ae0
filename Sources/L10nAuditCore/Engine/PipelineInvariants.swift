/// The promises the pipeline makes for any input bytes, checked by the fuzzer and by the
/// tests that replay its findings: tokens tile the input in order, partners point at the
/// right kinds, the argument index is what its definition says, and every finding and fix
/// lies inside the file.
public enum PipelineInvariants {
  /// Runs the whole pipeline over `bytes`; returns the broken promises (empty when all hold).
  public static func violations(_ bytes: [UInt8], rules: [any Rule] = RuleRegistry.all) -> [String] {
    var out = tokenizerViolations(bytes)
    out += ruleViolations(bytes, rules: rules)
    return out
  }

  /// The tokenizer's promises alone: tiling, order, partners.
  public static func tokenizerViolations(_ bytes: [UInt8]) -> [String] {
    var out: [String] = []
    let stream = Tokenizer.tokenize(bytes)
    var pieces: [(Int, Int)] = stream.tokens.map { (Int($0.start), Int($0.end)) }
    pieces += stream.trivia.map { (Int($0.start), Int($0.end)) }
    pieces.sort { $0.0 < $1.0 }
    // Between pieces only whitespace and line breaks may stand.
    func isGap(_ from: Int, _ to: Int) -> Bool {
      (from..<to).allSatisfy { [0x20, 0x09, 0x0B, 0x0C, 0x0A, 0x0D].contains(bytes[$0]) }
    }
    var at = 0
    for (s, e) in pieces {
      if s < at || e <= s || !isGap(at, s) {
        out.append("tokens do not tile the input at byte \(at)")
        break
      }
      at = e
    }
    if out.isEmpty && !isGap(at, bytes.count) {
      out.append("tokens stop at byte \(at) of \(bytes.count)")
    }
    var previous = -1
    for (k, t) in stream.tokens.enumerated() {
      if Int(t.start) <= previous { out.append("token \(k) out of order") }
      previous = Int(t.start)
      guard t.match >= 0 else { continue }
      guard Int(t.match) < stream.tokens.count else {
        out.append("token \(k) has a partner out of range")
        continue
      }
      let partner = stream.tokens[Int(t.match)].kind
      let expected: TokenKind? =
        switch t.kind {
        case .leftParen: .rightParen
        case .leftBracket: .rightBracket
        case .leftBrace: .rightBrace
        case .interpolationOpen: .interpolationClose
        case .rightParen: .leftParen
        case .rightBracket: .leftBracket
        case .rightBrace: .leftBrace
        case .interpolationClose: .interpolationOpen
        case .stringClose: .stringOpen
        default: nil
        }
      if let expected, partner != expected { out.append("token \(k) (\(t.kind)) paired with \(partner)") }
      if t.kind == .stringOpen && Int(t.match) < k { out.append("string \(k) ends before it starts") }
    }
    return out
  }

  /// Structure and rules: the argument index as defined, every finding and fix inside the
  /// file.
  public static func ruleViolations(_ bytes: [UInt8], rules: [any Rule]) -> [String] {
    var out: [String] = []
    let file = SyntaxFile(SourceFile(path: "Input.swift", bytes: bytes))
    out += argumentIndexViolations(file)
    for l in file.literals.indices { _ = file.value(ofLiteral: l) }
    var linter = Linter(rules: rules, knownRuleIDs: Set(rules.map(\.id)))
    linter.reportUnusedSuppressions = true
    for d in linter.lint(file) {
      if d.start.offset < 0 || d.start.offset > bytes.count || d.end.offset < d.start.offset
        || d.end.offset > bytes.count
      {
        out.append("\(d.ruleID) finding \(d.start.offset)..<\(d.end.offset) outside the file")
      }
      if d.start.line < 1 || d.start.line > file.lines.lineCount {
        out.append("\(d.ruleID) finding on line \(d.start.line) of \(file.lines.lineCount)")
      }
      for e in d.fix?.edits ?? [] where e.start < 0 || e.start > e.end || e.end > bytes.count {
        out.append("\(d.ruleID) fix edit \(e.start)..<\(e.end) outside the file")
      }
    }
    return out
  }
}
