import ExampleApp
import PreviewCatalog
import Testing
import TextUI

/// The example app as a screen reader hears it: every screen has an accessibility snapshot,
/// and symbols read as words, never as the glyphs drawn for them.
@MainActor
@Suite struct ExampleCatalogAccessibilityTests {
    private let catalog = ExampleCatalog.catalog

    @Test func everyExampleScreenIsCheckedAsATranscript() {
        #expect(catalog.screens.filter { !$0.variants.contains(.a11y) }.map(\.name) == [])
        #expect(catalog.screens.filter { $0.previewsFile != nil }.count >= 20, "the view files' #Previews are in the catalog")
    }

    @Test func symbolsReadAsWordsAndNothingIsUnlabelled() async {
        let glyphs = Set("›‹☰⊻☐⚠⌕✓⚙")
        for screen in catalog.screens {
            for index in screen.stateNames.indices {
                let state = await screen.render(index, width: 40, style: .unicode)
                let transcript = state.accessibilityTranscript
                #expect(!transcript.contains { glyphs.contains($0) }, "\(screen.name)/\(state.state) reads a glyph:\n\(transcript)")
                #expect(state.accessibility.filter(\.isUnlabelled).isEmpty, "\(screen.name)/\(state.state)")
            }
        }
    }

    @Test func theTabBarAndTheListChevronsReadAsWords() async throws {
        let app = try #require(catalog.screens.first { $0.name == "App" })
        let orders = await app.render(try #require(app.stateNames.firstIndex(of: "orders")), width: 40, style: .unicode)
        #expect(orders.accessibilityTranscript.hasSuffix("""
            Button: マグカップ 2個, ¥2,400, 進む
            Tab: ホーム
            Tab, Selected: 注文
            Tab: アイテム
            Tab: 設定
            """))
        #expect(orders.text.contains("›"))
        #expect(orders.text.contains("☰ 注文"))
    }
}
