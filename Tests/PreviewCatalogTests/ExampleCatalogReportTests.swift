import ExampleApp
import Foundation
import PreviewCatalog
import Testing

/// The example app's catalog through `check --format json|junit|markdown`, with one snapshot
/// changed by hand: it shows up as `differs`, with its diff, in all three.
@MainActor
@Suite struct ExampleCatalogReportTests {
    private let catalog = ExampleCatalog.catalog

    /// The example catalog recorded into a sandbox, then Login/error's message changed.
    private func changedSandbox() async throws -> Sandbox {
        let sandbox = try Sandbox()
        #expect(await runPreview(["record"], catalog: catalog, environment: sandbox.environment()).code == 0)
        let recorded = try sandbox.read("snaps/Login/error.txt")
        try sandbox.write(recorded.replacingOccurrences(of: "ログインに失敗しました", with: "ログインが失敗しました"), to: "snaps/Login/error.txt")
        return sandbox
    }

    /// Every screen state in every variant its screen declares.
    private var snapshotCount: Int { catalog.screens.reduce(0) { $0 + $1.stateNames.count * $1.variants.count } }

    @Test func junitValidatesAndCarriesTheDiff() async throws {
        let sandbox = try await changedSandbox()
        defer { sandbox.remove() }

        let run = await runPreview(["check", "--format", "junit"], catalog: catalog, environment: sandbox.environment())

        #expect(run.code == 1)
        let report = try JUnitShape(run.output)
        #expect(report.suites.map(\.name) == catalog.screens.map(\.name))
        #expect(Set(report.suites.flatMap(\.testCases).map(\.name)).isSuperset(of: ["idle (w40)", "idle (w32)", "idle (a11y)", "loaded (w40@ascii)", "orders (w40@h24)"]))
        #expect(report.suites.flatMap(\.testCases).count == snapshotCount)
        #expect(report.rootAttributes["tests"] == "\(snapshotCount)")
        #expect(report.rootAttributes["failures"] == "1")
        let failed = report.suites.flatMap(\.testCases).filter { $0.failure != nil }
        #expect(failed.map(\.name) == ["error (w40)"])
        #expect(failed.first?.failure?.text.contains("-╭─│      ログインが失敗しました      │─╮") == true)
    }

    @Test func jsonRoundTripsAndMarksTheChangeDiffers() async throws {
        let sandbox = try await changedSandbox()
        defer { sandbox.remove() }

        let run = await runPreview(["check", "--format", "json"], catalog: catalog, environment: sandbox.environment())

        #expect(run.code == 1)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: String]])
        #expect(objects.count == snapshotCount)
        let differing = objects.filter { $0["status"] == "differs" }
        #expect(differing.map { "\($0["screen"] ?? "")/\($0["state"] ?? "")" } == ["Login/error"])
        #expect(differing.first?["diff"]?.contains("+╭─│      ログインに失敗しました      │─╮") == true)
        // Parsed and written back, the objects are the same.
        let again = try JSONSerialization.data(withJSONObject: objects, options: [.sortedKeys])
        #expect(try JSONSerialization.jsonObject(with: again) as? [[String: String]] == objects)
    }

    @Test func markdownNamesTheChangeAndShowsItsDiff() async throws {
        let sandbox = try await changedSandbox()
        defer { sandbox.remove() }

        let run = await runPreview(["check", "--format", "markdown"], catalog: catalog, environment: sandbox.environment())

        #expect(run.code == 1)
        #expect(run.output.hasPrefix("### preview check failed\n\n\(snapshotCount - 1) match · 1 differs\n"))
        #expect(run.output.contains("| differs | Login/error (w40) | `Login/error.txt` |"))
        #expect(run.output.contains("-╭─│      ログインが失敗しました      │─╮\n+╭─│      ログインに失敗しました      │─╮"))
    }
}
