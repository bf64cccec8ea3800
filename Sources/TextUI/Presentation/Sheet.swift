extension View {
    /// While `isPresented` is true, draws a sheet over this view: a rounded panel with a grabber
    /// that keeps the top two rows of the screen in view (its navigation title) and covers the
    /// rest down to the bottom.
    ///
    /// ```swift
    /// Text("ホーム\n━━━━━━━━━━━━━━\n本文\n本文\n本文")
    ///     .sheet(isPresented: .constant(true)) { Text("詳細") }
    ///     .render(width: 14)
    /// ```
    /// ```text
    /// ホーム
    /// ━━━━━━━━━━━━━━
    /// ╭────━━━─────╮
    /// │ 詳細       │
    /// │            │
    /// ```
    /// Placement: the sheet is as wide as the screen. It runs from the third row of the
    /// screen to the last; content taller than that makes the output taller (unless `render`
    /// was given a height, which always wins). The sheet's
    /// content may be a screen of its own, with a `NavigationStack` and title.
    /// `onDismiss` runs when a person dismisses the sheet, which a drawing never does.
    ///
    /// SwiftUI: func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, content: @escaping () -> Content) -> some View where Content : View
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presenting(sheet: isPresented.wrappedValue ? content() : nil)
    }

    /// This view with `sheet` over it (or in its place, `coveringScreen`), or as it is when
    /// `sheet` is `nil`.
    func presenting<Sheet: View>(sheet: Sheet?, coveringScreen: Bool = false) -> ModifiedView<Self> {
        ModifiedView(self) { base, context in
            let node = base.makeNode(context)
            guard let sheet else { return node }
            let sheetContext = context.presented
            return SheetNode(base: node, sheet: sheet.makeNode(sheetContext), coversScreen: coveringScreen, style: context.style)
        }
    }
}

/// A base screen with a sheet over all but its top two rows, or (a full-screen cover) in
/// place of all of them.
final class SheetNode: PresentationNode {
    static let rowsLeftInView = 2

    var base: any LayoutNode
    let sheet: any LayoutNode
    let coversScreen: Bool
    let style: RenderStyle

    init(base: any LayoutNode, sheet: any LayoutNode, coversScreen: Bool = false, style: RenderStyle) {
        self.base = base
        self.sheet = sheet
        self.coversScreen = coversScreen
        self.style = style
    }

    func present(over screen: [Line], width: Int) -> [Line] {
        guard width > 0 else { return screen }
        if coversScreen {
            let content = sheet.fillsHeight && !screen.isEmpty ? sheet.draw(width: width, height: screen.count) : sheet.draw(width: width)
            return content.fitted(toHeight: max(screen.count, content.count))
        }
        let top = min(Self.rowsLeftInView, screen.count)
        let boxed = width >= 5
        let inner = boxed ? width - 4 : width
        let chrome = boxed ? 1 : 0
        let room = max(0, screen.count - top - chrome)
        var content = sheet.draw(width: inner)
        if sheet.fillsHeight && content.count < room { content = sheet.draw(width: inner, height: room) }
        content = content.fitted(toHeight: max(room, content.count))
        var panel: [Line]
        if boxed {
            let glyphs = style.roundedBox
            let grabber = Line.repeating(style.heavyRule, width: min(3, width - 2))
            let edge = glyphs.rule(glyphs.topLeft, glyphs.horizontal, glyphs.topRight, inner: width - 2)
            panel = [edge.overlaid(with: grabber, at: (width - grabber.width) / 2)]
            panel += content.map { glyphs.row($0, inner: inner) }
        } else {
            panel = content.map { $0.padded(to: width) }
        }
        var rows = Array(screen.prefix(top)).fitted(toHeight: top)
        rows += panel
        return rows
    }
}
