import Testing

@testable import L10nAuditCore

@Suite struct ParallelTests {
  @Test func resultsKeepTheOrderOfTheirIndices() {
    for jobs in [1, 2, 4, 64] {
      #expect(Parallel.map(3..<103, jobs: jobs) { $0 * $0 } == (3..<103).map { $0 * $0 })
    }
    #expect(Parallel.map(0..<0, jobs: 4) { $0 }.isEmpty)
  }
}
