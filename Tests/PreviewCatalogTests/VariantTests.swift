import Foundation
import PreviewCatalog
import Testing
import TextUI
import TextSnapshots

/// A screen checked at two widths and as an accessibility transcript.
enum SignPreviews: ScreenPreviews, DeclaresVariants {
    static let screenName = "Sign"
    static var states: [PreviewState<String>] {
        PreviewState("stop", "止まれ")
    }
    static func view(for word: String) -> some View {
        VStack { Text(word).border(); Button("OK") {} }
    }
    static let variants: [PreviewVariant] = [.standard, .width(8), .height(6), .a11y]
}

/// Declared variants: `record` and `check` cover each, orphans are found across all of them,
/// and `--width` still picks one for a look.
@MainActor
@Suite struct VariantTests {
    private let catalog = Catalog([SignPreviews.self, LightPreviews.self])

    @Test func recordWritesEveryDeclaredVariant() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }

        let run = await runPreview(["record"], catalog: catalog, environment: sandbox.environment())

        #expect(run.code == 0)
        #expect(sandbox.files().filter { $0.hasSuffix(".txt") } == [
            "snaps/Light/on.txt", "snaps/Light/switched off.txt",
            "snaps/Sign/stop.txt", "snaps/Sign/stop@a11y.txt", "snaps/Sign/stop@h6.txt", "snaps/Sign/stop@w8.txt",
        ])
        #expect(try sandbox.read("snaps/Sign/stop@a11y.txt") == "Text: 止まれ\nButton: OK\n")
        #expect(try sandbox.read("snaps/Sign/stop@w8.txt") == SignPreviews.view(for: "止まれ").render(width: 8) + "\n")
        #expect(try sandbox.read("snaps/Sign/stop.txt") == SignPreviews.view(for: "止まれ").render(width: 40) + "\n")
        #expect(try sandbox.read("snaps/Sign/stop@h6.txt").split(separator: "\n", omittingEmptySubsequences: false).count == 7)
    }

    @Test func checkCoversEveryVariantAndReportsAStaleOneAsOrphaned() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(await runPreview(["record"], catalog: catalog, environment: sandbox.environment()).code == 0)
        try sandbox.write("Button: NG\n", to: "snaps/Sign/stop@a11y.txt")
        try sandbox.write("old\n", to: "snaps/Sign/stop@w32.txt")

        let run = await runPreview(["check"], catalog: catalog, environment: sandbox.environment())

        #expect(run.code == 1)
        #expect(run.output.contains("--- Sign/stop@a11y.txt (recorded)\n+++ Sign/stop@a11y.txt (rendered)"))
        #expect(run.output.contains("orphaned   Sign/stop@w32.txt — no state produces it"))
        #expect(run.output.hasSuffix("check failed: 1 differs, 1 orphaned in snaps.\nTo fix: run 'swift run preview record' to accept the rendered text; run 'swift run preview record --prune' to delete orphaned files.\n"))
    }

    @Test func aCleanCheckCountsEveryVariant() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(await runPreview(["record"], catalog: catalog, environment: sandbox.environment()).code == 0)

        let run = await runPreview(["check"], catalog: catalog, environment: sandbox.environment())

        #expect(run.code == 0)
        #expect(run.output == "check: 6 snapshots match, 2 of 2 cases covered in snaps\n")
    }

    @Test func listNamesTheVariantsOfAScreenThatDeclaresThem() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }

        let run = await runPreview(["list"], catalog: catalog, environment: sandbox.environment())

        #expect(run.output.split(separator: "\n").filter { !$0.hasPrefix(" ") } == [
            "Sign: 1 state × 4 variants (w40, w8, w40@h6, a11y), cases not declared",
            "Light: 2 states, 2 of 2 cases covered",
        ])
        let markdown = await runPreview(["list", "Sign", "--format", "markdown"], catalog: catalog, environment: sandbox.environment())
        #expect(markdown.output.hasPrefix("### Sign: 1 state × 4 variants (w40, w8, w40@h6, a11y), cases not declared\n"))
    }

    @Test func widthPicksOneVariantForALook() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(await runPreview(["record"], catalog: catalog, environment: sandbox.environment()).code == 0)
        try sandbox.write("old\n", to: "snaps/Sign/stop@w32.txt")

        let look = await runPreview(["check", "--width", "8"], catalog: catalog, environment: sandbox.environment())
        let other = await runPreview(["check", "Sign", "--width", "20"], catalog: catalog, environment: sandbox.environment())

        // At 8 columns Sign/stop@w8.txt exists; Light has no 8-column files; nothing else is an orphan.
        #expect(look.output.contains("missing    Light/on@w8.txt — no snapshot yet"))
        #expect(!look.output.contains("orphaned"))
        #expect(other.output == """
            missing    Sign/stop@w20.txt — no snapshot yet
            check failed: 1 missing in snaps.
            To fix: run 'swift run preview record' to accept the rendered text.

            """)
    }

    @Test func aVariantKeyRoundTripsThroughItsPath() {
        let keys = [
            SnapshotKey(screen: "Sign", state: "stop", variant: .a11y),
            SnapshotKey(screen: "Sign", state: "stop", variant: .height(6)),
            SnapshotKey(screen: "Sign", state: "stop", variant: PreviewVariant(width: 32, height: 12, style: .ascii)),
        ]
        #expect(keys.map(\.relativePath) == ["Sign/stop@a11y.txt", "Sign/stop@h6.txt", "Sign/stop@w32@h12@ascii.txt"])
        #expect(keys.map { SnapshotKey(relativePath: $0.relativePath) } == keys)
        #expect(keys.map(\.variantName) == ["a11y", "w40@h6", "w32@h12@ascii"])
        #expect(SnapshotKey(relativePath: "Sign/stop@a11y@w32.txt") == nil)
    }
}
