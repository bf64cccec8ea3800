import Testing
import TextUI

/// What a team's SwiftUI screens met that TextUI lacked or drew wrong: text-baseline stack
/// alignments, pages narrower than their tab view, and common SF Symbols with no glyph.
@MainActor
@Suite struct ProbeScreenFixesTests {
    @Test func firstTextBaselineLinesUpTheFirstLines() {
        let view = HStack(alignment: .firstTextBaseline) {
            Text("Steps")
            Spacer()
            VStack(alignment: .trailing) {
                Text("1/3")
                Text("done")
            }
        }
        #expect(view.render(width: 12) == """
            Steps    1/3
                    done
            """)
    }

    @Test func lastTextBaselineLinesUpTheLastLines() {
        let view = HStack(alignment: .lastTextBaseline) {
            Text("Total")
            VStack {
                Text("3 items")
                Text("$12")
            }
        }
        #expect(view.render(width: 14) == """
                  3 items
            Total   $12
            """)
    }

    @Test func aPageNarrowerThanItsTabViewIsCentered() {
        let view = TabView(selection: .constant(1)) {
            Text("A much longer first page").tag(0)
            Text("Short").tag(1)
        }
        .tabViewStyle(.page)
        #expect(view.render(width: 20) == """
                   Short
                    ○ ●
            """)
    }

    @Test func commonSymbolsHaveGlyphs() {
        let view = VStack(alignment: .leading) {
            Label("Serves 2", systemImage: "person.2")
            Label("18 minutes", systemImage: "timer")
            Label("Room 4", systemImage: "mappin.and.ellipse")
            Label("Filter", systemImage: "line.3.horizontal.decrease.circle")
            Label("Stores", systemImage: "storefront")
            Label("Verified", systemImage: "checkmark.seal.fill")
            Label("New", systemImage: "sparkles")
            Label("Stats", systemImage: "chart.bar")
            Label("Copy", systemImage: "doc.on.doc")
        }
        #expect(view.render(width: 20) == """
            ⚇ Serves 2
            ◔ 18 minutes
            ⌖ Room 4
            ⩸ Filter
            ▣ Stores
            ✓ Verified
            ✦ New
            ▙ Stats
            ⧉ Copy
            """)
    }

    @Test func commonSymbolsAreReadAsWords() {
        let view = HStack {
            Image(systemName: "line.3.horizontal.decrease.circle")
            Image(systemName: "storefront")
        }
        #expect(view.accessibilityTranscript() == "Image: Filter\nImage: Store")
    }
}
