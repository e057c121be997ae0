import Foundation
import Testing

@testable import L10nAuditCore

/// Replays every input the fuzzer ever crashed on, and the fuzzer's seeds (its corpus,
/// the tokenizer fixture, the demo project), through the whole pipeline.
@Suite struct PipelineInvariantTests {
  static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  static func files(_ dir: URL) -> [URL] {
    ((try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil)) ?? [])
      .sorted { $0.path < $1.path }
  }

  static let root = here.deletingLastPathComponent().deletingLastPathComponent()

  static let inputs: [String] =
    (files(here.appendingPathComponent("Fixtures/crashes"))
    + files(here.deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus"))
    + [here.appendingPathComponent("Fixtures/lexical.swift")]
    + ["Checkout/ReceiptViewController.swift", "Checkout/OrderExport.swift", "Settings/SettingsView.swift"]
    .map {
      root.appendingPathComponent("docs/demo/Sources/\($0)")
    }).map(\.path)

  @Test func thereAreInputsToReplay() {
    #expect(Self.inputs.count >= 5)
  }

  @Test(arguments: inputs) func promisesHold(path: String) throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(PipelineInvariants.violations(bytes) == [], "\(path)")
  }

  /// The catalog fuzzer's crashes and seeds, read as every kind of catalog.
  static let catalogInputs: [String] =
    (files(here.appendingPathComponent("Fixtures/catalog-crashes"))
    + files(here.deletingLastPathComponent().appendingPathComponent("Fuzz/CatalogCorpus"))).map(\.path)

  @Test func thereAreCatalogInputsToReplay() {
    #expect(Self.catalogInputs.count >= 3)
  }

  @Test(arguments: catalogInputs) func catalogPromisesHold(path: String) throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(PipelineInvariants.catalogViolations(bytes) == [], "\(path)")
  }
}
