import PreviewCatalog
import PreviewCommandLine
import Testing
import TextUI

@MainActor
@Suite struct CatalogTests {
    @Test func rendersEveryStateOfEveryScreenInOrder() async {
        let rendered = await Catalog([LightPreviews.self]).render(width: 20)
        #expect(rendered.map(\.state) == ["on", "switched off"])
        #expect(rendered.map(\.text) == ["ON", "OFF"])
        #expect(rendered.allSatisfy { $0.screen == "Light" && $0.width == 20 })
    }

    @Test func commandPrintsEachStateUnderAHeader() async {
        var out: [String] = []
        let code = await PreviewCommand.run([], catalog: Catalog([LightPreviews.self]), output: { out.append($0) }, errorOutput: { _ in })
        #expect(code == 0)
        #expect(out.joined(separator: "\n") == """
            ── Light · on ──────────────────────────
            ON

            ── Light · switched off ────────────────
            OFF

            """)
    }
}
