import Foundation
import Testing
import ViewStateTesting

/// One way a helper fails, with the exact text it must report. The same table runs under
/// Swift Testing (`FailureTextTests`) and under XCTest (`XCTestFailureTextTests`), so the
/// words cannot drift apart or rot.
struct FailureCase: Sendable, CustomTestStringConvertible {
    let name: String
    /// Prepares files under the directory, then calls the helper that fails.
    let trigger: @MainActor @Sendable (_ directory: URL) async -> Void
    /// The messages the helper reports, in order, for that directory and the filter that
    /// selects the running test.
    let messages: @Sendable (_ directory: URL, _ testFilter: String) -> [String]

    var testDescription: String { name }
}

extension FailureCase {
    static let all: [FailureCase] = snapshotCases + variantCases + orphanCases + coverageCases + previewCases + valueCases + testStoreCases
}

/// What a developer's machine and a CI machine look like to the snapshot assertions.
let developerMachine: [String: String] = [:]
let ciMachine = ["CI": "true"]
