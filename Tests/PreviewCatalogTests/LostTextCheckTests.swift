import ExampleApp
import Foundation
import PreviewCatalog
import Testing
import TextUI

/// A custom bar: once saved, its message is drawn over the Cancel button and hides it.
enum CoveredBarPreviews: ScreenPreviews {
    static let screenName = "Bar"
    static var states: [PreviewState<Bool>] {
        PreviewState("saved", true)
        PreviewState("editing", false)
    }
    static func view(for isSaved: Bool) -> some View {
        ZStack {
            Button("Cancel") {}
            if isSaved { Text("Settings saved") }
        }
    }
}

/// A screen whose body draws nothing at all.
enum BlankPreviews: ScreenPreviews {
    static let screenName = "Blank"
    static var states: [PreviewState<Int>] { PreviewState("empty", 0) }
    static func view(for state: Int) -> some View { EmptyView() }
}

/// `preview check` fails on a state whose drawing loses text a person could read, naming the
/// text and the view that lost it, and on a state that draws nothing; the example catalog
/// loses nothing.
@MainActor
@Suite struct LostTextCheckTests {
    @Test func checkFailsOnAZStackThatHidesAButtonAndNamesIt() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let catalog = Catalog([CoveredBarPreviews.self])
        #expect(await runPreview(["record"], catalog: catalog, environment: sandbox.environment()).code == 0)

        let run = await runPreview(["check"], catalog: catalog, environment: sandbox.environment())

        #expect(run.code == 1)
        #expect(run.output == """
            lost text  Bar/saved — “Cancel” (Button in ZStack) is not in the drawing: something is drawn over it or left it no room
            check: 2 snapshots match in snaps
            check failed: 1 state loses text. To fix: make room for each text named above, or hide it on purpose (.hidden(), a frame, a lineLimit).

            """)
    }

    @Test func checkFailsOnAStateThatDrawsNothing() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let catalog = Catalog([BlankPreviews.self])
        _ = await runPreview(["record"], catalog: catalog, environment: sandbox.environment())

        let run = await runPreview(["check"], catalog: catalog, environment: sandbox.environment())

        #expect(run.code == 1)
        #expect(run.output.hasPrefix("blank      Blank/empty — draws nothing; its body may sit in a branch this platform does not take\n"))
    }

    @Test func aLostTextIsAFailureInEveryReport() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let catalog = Catalog([CoveredBarPreviews.self])
        _ = await runPreview(["record"], catalog: catalog, environment: sandbox.environment())

        let run = await runPreview(["check", "--format", "junit"], catalog: catalog, environment: sandbox.environment())

        #expect(run.code == 1)
        #expect(run.output.contains("<failure message=\"Bar/saved (w40) loses text a person could read\" type=\"lostText\">"))
        #expect(run.output.contains("“Cancel” (Button in ZStack) is not in the drawing"))
    }

    @Test func everyStateOfTheExampleCatalogDrawsEveryTextItReads() async {
        let catalog = Catalog(ExampleCatalog.screens)
        for screen in catalog.screens {
            let widths = Set(screen.variants.filter { !$0.isAccessibility }.map(\.width)).sorted()
            for index in screen.stateNames.indices {
                for width in widths {
                    let state = await screen.render(index, width: width, style: .unicode)
                    let name = "\(screen.name)/\(state.state) at \(width)"
                    #expect(state.lostTexts == [], "\(name) loses text:\n\(state.text)")
                    #expect(state.text.contains { !$0.isWhitespace }, "\(name) draws nothing")
                }
            }
        }
    }
}
