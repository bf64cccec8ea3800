/// A widget as the phone shows it: on the Home Screen a rounded tile of its family's size, the
/// content centred inside one column of margin; on the Lock Screen (the accessory families)
/// the content alone, in the family's room. Content taller than the tile is cut, as the phone
/// cuts it. (The drawing: ``View/previewContext(_:)``.)
struct WidgetTile<Content: View>: View {
    let family: WidgetFamily
    let content: Content

    init(family: WidgetFamily, @ViewBuilder content: () -> Content) {
        self.family = family
        self.content = content()
    }

    var body: some View {
        let size = family.displaySize
        switch family {
        case .accessoryInline:
            // One line beside the clock.
            content.environment(\.widgetFamily, family).lineLimit(1).frame(width: size.width, height: Points.rowHeight)
        case .accessoryCircular, .accessoryRectangular:
            content.environment(\.widgetFamily, family).frame(width: size.width, height: size.height)
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge:
            // The rounded edge takes the outer column and row of the family's size; one column
            // of margin inside it.
            content
                .environment(\.widgetFamily, family)
                .padding(.horizontal, Points.columnWidth)
                .frame(width: size.width - 2 * Points.columnWidth, height: size.height - 2 * Points.rowHeight)
                .background(RoundedRectangle(cornerRadius: 20).stroke())
        }
    }
}

/// The tiles of a timeline, one under another with a row between, in the timeline's order.
struct WidgetTimelineView: View {
    let family: WidgetFamily
    let entryViews: [AnyView]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ForEach(entryViews.indices, id: \.self) { index in
                WidgetTile(family: family) { entryViews[index] }
            }
        }
    }
}

/// The context a `PreviewProvider`'s preview is shown in.
///
/// SwiftUI: protocol PreviewContext
public protocol PreviewContext {}

/// Shows a preview as a widget of `family` shows: `EntryView(entry: .sample)
/// .previewContext(WidgetPreviewContext(family: .systemMedium))` draws the medium tile.
///
/// WidgetKit: struct WidgetPreviewContext
public struct WidgetPreviewContext: PreviewContext, Sendable {
    let family: WidgetFamily

    /// WidgetKit: init(family: WidgetFamily)
    public init(family: WidgetFamily) {
        self.family = family
    }
}

extension View {
    /// Shows this preview in `context`: in a ``WidgetPreviewContext``, as the widget's tile
    /// (see ``WidgetFamily`` for the sizes); in any other, as it was.
    ///
    /// ```swift
    /// VStack {
    ///     Text("Steps")
    ///     Text("8,204")
    /// }
    /// .previewContext(WidgetPreviewContext(family: .systemSmall))
    /// .render(width: 30)
    /// ```
    /// ```text
    /// ╭──────────────────╮
    /// │                  │
    /// │                  │
    /// │                  │
    /// │      Steps       │
    /// │      8,204       │
    /// │                  │
    /// │                  │
    /// │                  │
    /// ╰──────────────────╯
    /// ```
    ///
    /// SwiftUI: func previewContext<C>(_ context: C) -> some View where C : PreviewContext
    public func previewContext<C: PreviewContext>(_ context: C) -> some View {
        let family = (context as? WidgetPreviewContext)?.family
        return Group {
            if let family {
                WidgetTile(family: family) { self }
            } else {
                self
            }
        }
    }
}
