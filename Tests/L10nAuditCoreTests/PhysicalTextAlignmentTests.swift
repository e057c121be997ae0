import Testing

@testable import L10nAuditCore

/// Cases beyond the doc's examples (which `RuleDocTests` runs): the shapes real code
/// takes that the doc would not show.
@Suite struct PhysicalTextAlignmentTests {
  func texts(_ code: String, path: String = "Sources/App/File.swift") -> [String] {
    let file = syntax(code, path: path)
    return run(PhysicalTextAlignment(), code, path: path).map { d in
      file.source.text(d.start.offset..<d.end.offset)
    }
  }

  /// The code with the findings' fixes applied.
  func fixed(_ code: String) -> String {
    var bytes = Array(code.utf8)
    let edits = run(PhysicalTextAlignment(), code).compactMap(\.fix).flatMap(\.edits)
    for e in edits.sorted(by: { $0.start > $1.start }) {
      bytes.replaceSubrange(e.start..<e.end, with: Array(e.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func leftBecomesNaturalAndTheFixIsSafe() throws {
    let d = try #require(run(PhysicalTextAlignment(), "label.textAlignment = .left").first)
    #expect(d.fix?.isSafe == true)
    #expect(fixed("label.textAlignment = .left") == "label.textAlignment = .natural")
    #expect(
      fixed("noteView.textAlignment = NSTextAlignment.left")
        == "noteView.textAlignment = NSTextAlignment.natural")
    #expect(fixed("style.alignment = .left") == "style.alignment = .natural")
  }

  @Test func rightAndControlsGetAHintAndNoFix() throws {
    let right = try #require(run(PhysicalTextAlignment(), "field.textAlignment = .right").first)
    #expect(right.fix == nil)
    #expect(right.help?.contains("effectiveUserInterfaceLayoutDirection") == true)
    let control = try #require(
      run(PhysicalTextAlignment(), "button.contentHorizontalAlignment = .left").first)
    #expect(control.fix == nil)
    #expect(control.help?.contains("`.leading`") == true)
    let trailing = try #require(
      run(PhysicalTextAlignment(), "button.contentHorizontalAlignment = .right").first)
    #expect(trailing.help?.contains("`.trailing`") == true)
  }

  @Test func optionalChainsAndSelf() {
    #expect(texts("cell.textLabel?.textAlignment = .left") == [".left"])
    #expect(texts("self.titleLabel.textAlignment = .right") == [".right"])
  }

  @Test func alignmentNeedsATextReceiver() {
    #expect(texts("let v = NSStackView()\nv.alignment = .left").isEmpty)
    #expect(texts("let v: NSStackView = make()\nv.alignment = .right").isEmpty)
    #expect(texts("let f = NSTextField(labelWithString: s)\nf.alignment = .right") == [".right"])
    #expect(texts("func setUp(_ cell: NSTextFieldCell) { cell.alignment = .left }") == [".left"])
    #expect(texts("func setUp(_ box: NSBox) { box.alignment = .left }").isEmpty)
    // Undeclared: named like a text view, not like a stack.
    #expect(texts("titleField.alignment = .left") == [".left"])
    #expect(texts("buttonStack.alignment = .left").isEmpty)
    #expect(texts("container.alignment = .left").isEmpty)
    // A subclass of a text view sets its own alignment.
    #expect(
      texts("final class ValueField: NSTextField {\n  func setUp() { alignment = .right }\n}") == [".right"])
    #expect(texts("final class Row: NSView {\n  func setUp() { alignment = .right }\n}").isEmpty)
  }

  @Test func numbersAlignedRightOnPurpose() {
    #expect(texts("amountLabel.textAlignment = .right").isEmpty)
    #expect(texts("final class PriceLabel: UILabel {\n  func setUp() { textAlignment = .right }\n}").isEmpty)
    // On the left, a number column is still physical.
    #expect(texts("amountLabel.textAlignment = .left") == [".left"])
  }

  @Test func leavesOtherMembersNamedLeftAlone() {
    #expect(texts("let x = insets.left").isEmpty)
    #expect(texts("label.textAlignment = self.left").isEmpty)
    #expect(texts("switch alignment { case .left: break default: break }").isEmpty)
    #expect(texts("make(alignment: .left)").isEmpty)
  }

  @Test func filesThatCheckTheDirectionAreLeftAlone() {
    #expect(
      texts(
        "let rtl = Locale.characterDirection(forLanguage: code) == .rightToLeft\nlabel.textAlignment = .left"
      ).isEmpty)
    #expect(
      texts("@Environment(\\.layoutDirection) var direction\nfunc f() { label.textAlignment = .left }")
        .isEmpty)
  }

  @Test func testsAndPreviewsAreSkipped() {
    #expect(texts("label.textAlignment = .left", path: "Tests/AppTests/LabelTests.swift").isEmpty)
    #expect(texts("#Preview {\n  let l = UILabel()\n  l.textAlignment = .left\n  return l\n}").isEmpty)
  }
}
