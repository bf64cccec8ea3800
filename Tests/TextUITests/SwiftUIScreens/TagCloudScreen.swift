import Foundation
import Testing
import TextUI

/// A flow layout the way apps write it: measure every subview at its ideal size, start a new
/// row when the next one would pass the proposed width, place each by its centre.
struct TagFlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let maxWidth = proposal.width ?? .infinity
        var totalHeight: CGFloat = 0
        var totalWidth: CGFloat = 0
        var lineWidth: CGFloat = 0
        var lineHeight: CGFloat = 0
        for size in sizes {
            if lineWidth > 0, lineWidth + size.width > maxWidth {
                totalHeight += lineHeight + spacing
                lineWidth = 0
                lineHeight = 0
            }
            lineWidth += size.width + spacing
            lineHeight = max(lineHeight, size.height)
            totalWidth = max(totalWidth, lineWidth - spacing)
        }
        return CGSize(width: totalWidth, height: totalHeight + lineHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        var x = bounds.minX
        var y = bounds.minY
        var lineHeight: CGFloat = 0
        for index in subviews.indices {
            if x > bounds.minX, x + sizes[index].width > bounds.maxX {
                x = bounds.minX
                y += lineHeight + spacing
                lineHeight = 0
            }
            subviews[index].place(
                at: CGPoint(x: x + sizes[index].width / 2, y: y + sizes[index].height / 2),
                anchor: .center,
                proposal: ProposedViewSize(sizes[index])
            )
            x += sizes[index].width + spacing
            lineHeight = max(lineHeight, sizes[index].height)
        }
    }
}

/// Pins a subview to the end of its row: a value a subview carries to the layout.
struct PinnedToEnd: LayoutValueKey {
    static let defaultValue = false
}

/// Puts the subviews marked `PinnedToEnd` at the trailing edge, the rest from the leading
/// edge, all on one row.
struct LeadingTrailingLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let height = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
        return CGSize(width: proposal.replacingUnspecifiedDimensions().width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var leading = bounds.minX
        var trailing = bounds.maxX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if subview[PinnedToEnd.self] {
                subview.place(at: CGPoint(x: trailing, y: bounds.minY), anchor: .topTrailing, proposal: ProposedViewSize(size))
                trailing -= size.width + 8
            } else {
                subview.place(at: CGPoint(x: leading, y: bounds.minY), proposal: ProposedViewSize(size))
                leading += size.width + 8
            }
        }
    }
}

struct TagCloudScreen: View {
    let tags = ["swift", "swiftui", "ios", "combine", "linux", "server", "testing", "accessibility", "design"]
    var isCompact = true

    var body: some View {
        let layout = isCompact ? AnyLayout(VStackLayout(alignment: .leading, spacing: 4)) : AnyLayout(HStackLayout(spacing: 8))
        VStack(alignment: .leading, spacing: 16) {
            Text("Topics")
                .font(.headline)
            TagFlowLayout(spacing: 8) {
                ForEach(tags, id: \.self) { tag in
                    Text("#\(tag)")
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                }
            }
            LeadingTrailingLayout {
                Text("9 topics")
                Text("Edit").layoutValue(key: PinnedToEnd.self, value: true)
            }
            layout {
                Text("Followers 120")
                Text("Following 48")
            }
        }
        .padding()
    }
}

// A tag cloud in a custom flow layout (sizeThatFits over `subviews.map { $0.sizeThatFits(.unspecified) }`,
// place(at:anchor:proposal:) with CGPoint), a layout that reads a LayoutValueKey, and AnyLayout
// switching between VStackLayout and HStackLayout.

@MainActor @Suite(.drawsEveryReadableText) struct TagCloudScreenTests {
    // Each tag is its text and a column of padding either side (8 points), with a column
    // between tags (spacing 8): the rows fill the 36 columns inside the screen's padding.
    @Test func theFlowLayoutWrapsTagsIntoRowsAtFortyColumns() {
        #expect(TagCloudScreen().render(width: 40) == """

              Topics

               #swift   #swiftui   #ios
               #combine   #linux   #server
               #testing   #accessibility
               #design

              9 topics                        Edit

              Followers 120
              Following 48

            """)
    }

    @Test func aWideLayoutPutsTheCountsSideBySide() {
        #expect(TagCloudScreen(isCompact: false).render(width: 40).hasSuffix("\n  Followers 120 Following 48\n"))
    }

    @Test func aNarrowScreenWrapsIntoMoreRows() {
        let text = TagFlowLayout { ForEach(["alpha", "beta", "gamma", "delta"], id: \.self) { Text($0) } }.render(width: 12)
        #expect(text == """
            alpha beta
            gamma delta
            """)
        #expect(TagFlowLayout { ForEach(["alpha", "beta", "gamma", "delta"], id: \.self) { Text($0) } }.render(width: 10) == """
            alpha beta
            gamma
            delta
            """)
    }

    @Test func neverWiderThanTheWidth() {
        for width in [0, 1, 5, 9, 16, 24, 40, 67] {
            RenderChecks.checkOutputRules(TagCloudScreen().render(width: width), width: width, "tag cloud at \(width)")
        }
    }
}
