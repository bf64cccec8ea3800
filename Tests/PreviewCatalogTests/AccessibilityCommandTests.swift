import Foundation
import PreviewCatalog
import PreviewCommandLine
import Testing
import TextUI

/// A screen with one image a screen reader has no words for, and one it has.
enum BadgePreviews: ScreenPreviews {
    static let screenName = "Badge"
    static var states: [PreviewState<Bool>] {
        PreviewState("hot", true)
        PreviewState("plain", false)
    }
    static func view(for isHot: Bool) -> some View {
        HStack {
            if isHot { Image(systemName: "theatermasks") } else { Image(systemName: "star") }
            Text("おすすめ")
        }
    }
}

/// `preview --format a11y` and what `check` says about unlabelled images and buttons.
@MainActor
@Suite struct AccessibilityCommandTests {
    private let catalog = Catalog([BadgePreviews.self])

    @Test func showsTheTranscriptOfEachState() async {
        let run = await runPreview(["--format", "a11y", "--width", "24"], catalog: catalog, environment: PreviewEnvironment())

        #expect(run.code == 0)
        #expect(run.output == """
            ── Badge · hot ─────────
            Image: no label (symbol "theatermasks")
            Text: おすすめ

            ── Badge · plain ───────
            Image: Favorite
            Text: おすすめ


            """)
    }

    private func recorded() async throws -> Sandbox {
        let sandbox = try Sandbox()
        #expect(await runPreview(["record"], catalog: catalog, environment: sandbox.environment()).code == 0)
        return sandbox
    }

    @Test func checkWarnsAboutAnUnlabelledImageAndStillPasses() async throws {
        let sandbox = try await recorded()
        defer { sandbox.remove() }

        let run = await runPreview(["check"], catalog: catalog, environment: sandbox.environment())

        #expect(run.code == 0)
        #expect(run.output == """
            warning    Badge/hot — Image (symbol "theatermasks") has no accessibility label; add .accessibilityLabel("…") or .accessibilityHidden(true)
            check: 2 snapshots match in snaps

            """)
    }

    @Test func strictA11yMakesTheWarningAnError() async throws {
        let sandbox = try await recorded()
        defer { sandbox.remove() }

        let run = await runPreview(["check", "--strict-a11y"], catalog: catalog, environment: sandbox.environment())

        #expect(run.code == 1)
        #expect(run.output.hasPrefix("unlabelled Badge/hot — Image (symbol \"theatermasks\")"))
        #expect(run.output.hasSuffix("check failed: 1 unlabelled element (--strict-a11y).\n"))
    }

    @Test func theReportsCarryTheWarning() async throws {
        let sandbox = try await recorded()
        defer { sandbox.remove() }

        let json = await runPreview(["check", "--format", "json"], catalog: catalog, environment: sandbox.environment())
        let junit = await runPreview(["check", "--format", "junit", "--strict-a11y"], catalog: catalog, environment: sandbox.environment())

        #expect(json.code == 0)
        #expect(json.output.contains(#"{"screen": "Badge", "state": "hot", "variant": "a11y", "status": "unlabelled", "path": "Badge/hot@a11y.txt", "detail": "Image (symbol \"theatermasks\") has no accessibility label; "#))
        #expect(junit.code == 1)
        let report = try JUnitShape(junit.output)
        #expect(report.suites.flatMap(\.testCases).compactMap(\.failure?.type) == ["unlabelled"])
    }
}
