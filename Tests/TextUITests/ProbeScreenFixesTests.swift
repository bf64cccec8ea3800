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

/// What a second round of team screens met: alignment guides, a style's levels, a row's colour
/// stripe in a frame with only a width, and more symbols.
@MainActor
@Suite struct ProbeScreenFixesMoreTests {
    @Test func alignmentGuideCompilesAndDrawsAsWithout() {
        let view = List {
            HStack {
                Text("JR")
                Text("Jamie Rivera")
            }
            .alignmentGuide(.listRowSeparatorLeading) { d in d[.leading] }
            Text("Edit Profile")
                .alignmentGuide(HorizontalAlignment.listRowSeparatorTrailing) { d in d.width - d[.trailing] }
            Text("Sign Out")
                .alignmentGuide(.top) { d in d[.bottom] + d.height / 2 }
        }
        .listStyle(.plain)
        #expect(view.render(width: 16) == """
            JR Jamie Rivera
            ────────────────
            Edit Profile
            ────────────────
            Sign Out
            """)
    }

    @Test func aStylesLevelsAreStyles() {
        let view = Text("3.02 km")
            .padding(8)
            .background(.background.secondary, in: .rect(cornerRadius: 10))
            .foregroundStyle(Color.red.tertiary)
            .overlay { RoundedRectangle(cornerRadius: 10).strokeBorder(.tint.quaternary) }
        #expect(view.render() == """
            ╭─────────╮
            │ 3.02 km │
            ╰─────────╯
            """)
        #expect(Rectangle().fill(Color.clear.secondary).frame(width: 8, height: 8).render() == "")
    }

    @Test func aFrameWithOnlyAWidthGivesItsShapeTheRowsHeight() {
        let view = HStack(alignment: .top) {
            Capsule().fill(.blue).frame(width: 4)
            VStack(alignment: .leading) {
                Text("Standup")
                Text("9:00 – 9:15 AM")
            }
        }
        #expect(view.render() == """
            ┃ Standup
            ┃ 9:00 – 9:15 AM
            """)
        #expect(view.render(style: .ascii) == """
            | Standup
            | 9:00 – 9:15 AM
            """)
    }

    @Test func aOneColumnTallShapeIsARule() {
        #expect(RoundedRectangle(cornerRadius: 2).fill(.orange).frame(width: 4, height: 48).render() == "┃\n┃\n┃")
        #expect(Rectangle().stroke(.gray).frame(width: 8, height: 32).render() == "│\n│")
    }

    @Test func moreCommonSymbolsHaveGlyphs() {
        let view = HStack {
            Image(systemName: "flag.checkered")
            Image(systemName: "textformat.size.smaller")
            Image(systemName: "textformat.size.larger")
            Image(systemName: "bell.badge.fill")
        }
        #expect(view.render() == "⚑ ᴀ A ♪")
    }
}
