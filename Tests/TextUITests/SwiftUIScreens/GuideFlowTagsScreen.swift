import Foundation
import Testing
import TextUI

/// Tags wrapped into rows with alignment guides, as apps did before `Layout` (Aidoku's
/// WrappingHStack among them): in a `ZStack(alignment: .topLeading)` each tag's leading guide is
/// moved left by the widths of the tags before it on its row, and its top guide up by the rows
/// before it; a tag that would pass the row's width starts the next row. The guides keep their
/// running totals between calls, so they must be asked once per layout, tag by tag.
private struct GuideFlowTags: View {
    /// Where the next tag goes, in points: moved left and up, so both only fall.
    final class Cursor {
        var x: CGFloat = 0
        var y: CGFloat = 0
    }

    let tags: [String]
    let rowWidth: CGFloat

    var body: some View {
        let cursor = Cursor()
        return ZStack(alignment: .topLeading) {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .padding(.horizontal, 8)
                    .alignmentGuide(.leading) { size in
                        if abs(cursor.x - size.width) > rowWidth {
                            cursor.x = 0
                            cursor.y -= size.height
                        }
                        let place = cursor.x
                        cursor.x = tag == tags.last ? 0 : cursor.x - size.width
                        return place
                    }
                    .alignmentGuide(.top) { _ in
                        let place = cursor.y
                        if tag == tags.last { cursor.y = 0 }
                        return place
                    }
            }
        }
    }
}

@MainActor @Suite(.drawsEveryReadableText) struct GuideFlowTagsScreenTests {
    private let tags = ["Swift", "Kotlin", "Rust", "Go", "TypeScript", "C"]

    @Test func tagsWrapIntoRowsWhereTheirGuidesPlaceThem() {
        // 20 columns a row (160 points): Swift and Kotlin fill the first, Rust would pass it.
        let screen = GuideFlowTags(tags: tags, rowWidth: 160)
        #expect(screen.render(width: 40) == """
             Swift  Kotlin
             Rust  Go
             TypeScript  C
            """)
        // Drawn again, the guides start from the same place.
        #expect(screen.render(width: 40) == screen.render(width: 40))
    }
}
