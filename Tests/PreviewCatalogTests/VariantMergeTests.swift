import Foundation
import PreviewCatalog
import Testing
import TextUI
import ViewStateKit
import TextSnapshots

/// A screen checked in three variants, one of whose scenarios never finishes: its 100 ms
/// timeout is a bounded real-time wait, like ``StuckPreviews``.
enum StuckSignPreviews: ScreenPreviews, DeclaresVariants {
    static let screenName = "StuckSign"

    static var states: [PreviewState<Light>] {
        PreviewState("fine", .on)
        PreviewState.scenario("stuck", timeout: .milliseconds(100)) {
            let fetch = UseCaseMock<Int, Light>("LightsUseCase.fetch", results: [.success(.on)], suspended: true)
            return (try? await fetch(1)) ?? .off
        }
    }

    static func view(for state: Light) -> some View {
        Text(state == .on ? "ON" : "OFF")
    }

    static let variants: [PreviewVariant] = [.standard, .width(8), .a11y]
}

/// Where issue 13's variants meet issue 9's timeouts and readable file names.
@MainActor
@Suite struct VariantMergeTests {
    static let stuckMessage = "scenario StuckSign/stuck did not finish within 0.1 s; it waits on LightsUseCase.fetch call #1, suspended until released. "
        + "Let the scenario finish (release the call, advance the clock), or give it longer with .scenario(_:timeout:_:) or --timeout."

    @Test func aTimedOutScenarioIsReportedOnceWhateverItsVariants() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let catalog = Catalog([StuckSignPreviews.self])

        let record = await runPreview(["record"], catalog: catalog, environment: sandbox.environment())
        #expect(record.code == 1)
        #expect(record.output.hasSuffix("record: 3 new, 0 changed, 0 unchanged, 1 timed out in snaps\n"))
        #expect(record.errors == ["error: " + Self.stuckMessage])
        #expect(sandbox.files().filter { $0.hasSuffix(".txt") } == [
            "snaps/StuckSign/fine.txt", "snaps/StuckSign/fine@a11y.txt", "snaps/StuckSign/fine@w8.txt",
        ])

        let check = await runPreview(["check"], catalog: catalog, environment: sandbox.environment())
        #expect(check.code == 1)
        #expect(check.output == """
            timed out  \(Self.stuckMessage)
            check failed: 1 timed out in snaps.
            To fix: let each timed-out scenario finish, or give it longer.

            """)

        let json = await runPreview(["check", "--format", "json"], catalog: catalog, environment: sandbox.environment())
        #expect(json.code == 1)
        let lines = json.output.split(separator: "\n")
        #expect(lines.filter { $0.contains("\"status\": \"timedOut\"") }.count == 1)
        #expect(lines.filter { $0.contains("\"status\": \"match\"") }.count == 3)
        #expect(json.output.contains("{\"screen\": \"StuckSign\", \"state\": \"stuck\", \"variant\": null, \"status\": \"timedOut\", \"path\": \"StuckSign/stuck.txt\""))
    }

    @Test func galleryLeavesATimedOutStateOutAndExitsOne() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }

        let run = await runPreview(["gallery", "--out", "out"], catalog: Catalog([StuckSignPreviews.self]), environment: sandbox.environment())

        #expect(run.code == 1)
        #expect(run.output == "gallery: 3 cards of 1 screen in out/index.html\n")
        #expect(run.errors == ["error: " + Self.stuckMessage])
        #expect(try sandbox.read("out/index.html").contains("data-state=\"fine\""))
    }

    /// The stuck state may reach `.off`, so `.off` is not called uncovered on top of the timeout.
    @Test func listAsJSONMarksATimedOutStateAndExitsOne() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }

        let run = await runPreview(["list", "--format", "json"], catalog: Catalog([StuckSignPreviews.self]), environment: sandbox.environment())

        #expect(run.code == 1)
        #expect(run.output == """
            [
              {"screen": "StuckSign", "state": "fine", "case": "on", "status": "reached"},
              {"screen": "StuckSign", "state": "stuck", "case": null, "status": "timedOut"}
            ]

            """)
        #expect(run.errors == ["error: " + Self.stuckMessage])
    }

    @Test func variantSuffixesFollowTheEscapedName() {
        let keys = [
            SnapshotKey(screen: "Login", state: "wrong password", variant: .a11y),
            SnapshotKey(screen: "Login", state: "a@b", variant: .height(24)),
            SnapshotKey(screen: "注文/一覧", state: "100%", variant: PreviewVariant(width: 32, style: .ascii)),
        ]
        #expect(keys.map(\.relativePath) == ["Login/wrong password@a11y.txt", "Login/a%40b@h24.txt", "注文%2F一覧/100%25@w32@ascii.txt"])
        #expect(keys.map { SnapshotKey(relativePath: $0.relativePath) } == keys)
        #expect(SnapshotKey(relativePath: "Login/wrong%20password@a11y.txt") == nil, "an old-scheme name is no key's file")
    }

    @Test func aLongNameKeepsItsVariantSuffix() throws {
        let key = SnapshotKey(screen: "Login", state: String(repeating: "長い名前", count: 30), variant: .a11y)
        let file = try #require(key.relativePath.split(separator: "/").last)
        #expect(file.utf8.count <= SnapshotPath.maximumComponentBytes)
        #expect(file.hasSuffix("@a11y.txt"))
        #expect(SnapshotKey.variant(ofRelativePath: key.relativePath) == .a11y)
    }

    @Test func checkAsJSONPointsAtAnOldNamedFileOfAVariant() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let catalog = Catalog([SpacedSignPreviews.self])
        #expect(await runPreview(["record"], catalog: catalog, environment: sandbox.environment()).code == 0)
        try FileManager.default.moveItem(
            at: sandbox.snapshots.appendingPathComponent("Sign/stop now@a11y.txt"),
            to: sandbox.snapshots.appendingPathComponent("Sign/stop%20now@a11y.txt")
        )

        let run = await runPreview(["check", "--format", "json"], catalog: catalog, environment: sandbox.environment())

        #expect(run.code == 1)
        #expect(run.output.contains(
            "{\"screen\": \"Sign\", \"state\": \"stop now\", \"variant\": \"a11y\", \"status\": \"oldName\", \"path\": \"Sign/stop%20now@a11y.txt\", \"detail\": \"'record' renames it to Sign/stop now@a11y.txt\"}"
        ))
        #expect(!run.output.contains("orphaned"))
    }

    @Test func recordRenamesAnOldNamedFileOfEachVariantToItsOwnName() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("old standard\n", to: "snaps/Sign/stop%20now.txt")
        try sandbox.write("old transcript\n", to: "snaps/Sign/stop%20now@a11y.txt")

        let run = await runPreview(["record"], catalog: Catalog([SpacedSignPreviews.self]), environment: sandbox.environment())

        #expect(run.code == 0)
        #expect(run.output.contains("renamed    Sign/stop%20now.txt → Sign/stop now.txt"))
        #expect(run.output.contains("renamed    Sign/stop%20now@a11y.txt → Sign/stop now@a11y.txt"))
        #expect(try sandbox.read("snaps/Sign/stop now@a11y.txt") == "Text: 止まれ\n")
        #expect(try sandbox.read("snaps/Sign/stop now.txt") == SpacedSignPreviews.view(for: "止まれ").render(width: 40) + "\n")
    }
}

/// A state whose name has a space, checked as a drawing and as a transcript.
enum SpacedSignPreviews: ScreenPreviews, DeclaresVariants {
    static let screenName = "Sign"
    static var states: [PreviewState<String>] {
        PreviewState("stop now", "止まれ")
    }
    static func view(for word: String) -> some View {
        Text(word)
    }
    static let variants: [PreviewVariant] = [.standard, .a11y]
}
