import Testing

@testable import L10nAuditCore

/// Cases beyond the doc's examples (which `RuleDocTests` runs): the shapes real code
/// takes that the doc would not show.
@Suite struct UnlocalizedDisplaySortTests {
  func reported(_ code: String, path: String = "Sources/App/File.swift") -> [String] {
    reportedTexts(UnlocalizedDisplaySort(), code, path: path)
  }

  /// The code with the first finding's fix applied, or nil without one.
  func fixed(_ code: String) -> String? {
    guard let fix = run(UnlocalizedDisplaySort(), code).first?.fix else { return nil }
    #expect(fix.isSafe)
    var bytes = Array(code.utf8)
    for e in fix.edits.sorted(by: { $0.start > $1.start }) {
      bytes.replaceSubrange(e.start..<e.end, with: Array(e.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func collectionsAndComparators() {
    #expect(reported("let a = user.displayNames.sorted()") == ["sorted"])
    #expect(reported("let a = items.compactMap(\\.title).sorted(by: <)") == ["sorted"])
    #expect(reported("let a = items.map { $0.name }.sorted()") == ["sorted"])
    #expect(reported("let a = items.sorted(by: { $0.displayName > $1.displayName })") == [">"])
    #expect(
      reported("let a = items.sorted { return $0.title.lowercased() < $1.title.lowercased() }") == ["<"])
    #expect(reported("let a = items.sorted { $0.owner.name < $1.owner.name }") == ["<"])
  }

  @Test func machineOrderAndOtherComparisonsAreLeftAlone() {
    for code in [
      "let a = ids.sorted()",
      "let a = items.map(\\.id).sorted()",
      "let a = items.sorted { $0.name < $1.name.count }",
      "let a = items.sorted { $0.owner.name < $1.name }",
      "if names.sorted() != expected { fail() }",
      "hasher.combine(names.sorted())",
      "let a = names.sorted { $0.localizedStandardCompare($1) == .orderedAscending }",
      "let a = names.sorted(by: >=)",
      "let unique = Set(items.sorted { $0.name < $1.name })",
      "if items.sorted(by: { $0.title < $1.title }) == other { fail() }",
    ] {
      #expect(reported(code).isEmpty, "\(code)")
    }
  }

  @Test func skipsTestsAndDebugCode() {
    #expect(reported("let a = names.sorted()", path: "Tests/AppTests/SortTests.swift").isEmpty)
    #expect(reported("#if DEBUG\nlet a = names.sorted()\n#endif").isEmpty)
    let preview =
      "struct P: PreviewProvider {\n  static var previews: some View { List(names.sorted(), id: \\.self) { Text($0) } }\n}"
    #expect(reported(preview).isEmpty)
  }

  @Test func fixUsesLocalizedStandardCompare() {
    #expect(
      fixed("let a = names.sorted()")
        == "let a = names.sorted { $0.localizedStandardCompare($1) == .orderedAscending }")
    #expect(
      fixed("titles.sort(by: >)") == "titles.sort { $0.localizedStandardCompare($1) == .orderedDescending }")
    #expect(fixed("let a = items.sorted { $0.name < $1.name }") == nil)
  }
}
