extension View {
    /// Runs `action` with what `transform` makes of this view's size, when the view is first
    /// drawn and whenever that changes — in ``appear(width:height:style:maxPasses:)`` and a
    /// preview, as ``onChange(of:initial:fileID:line:column:_:)-(_,_,_,_,_,(V,V)->Void)`` runs;
    /// a plain `render` runs nothing. The proxy measures the view as drawn: 8 points a column
    /// and 16 a row (see ``Points``).
    ///
    /// ```swift
    /// Text(title).onGeometryChange(for: CGFloat.self) { $0.size.height } action: { titleHeight = $0 }
    /// ```
    /// (`fileID`, `line` and `column` name the call in `appear`'s log; you never pass them.)
    ///
    /// SwiftUI: func onGeometryChange<T>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void) -> some View where T : Equatable, T : Sendable
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
        fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
        action: @escaping (T) -> Void
    ) -> some View {
        onGeometryChange(for: type, of: transform, fileID: fileID, line: line, column: column) { _, new in action(new) }
    }

    /// Runs `action` with the value before and after, when what `transform` makes of this
    /// view's size changes (see ``onGeometryChange(for:of:fileID:line:column:action:)-(_,_,_,_,_,(T)->Void)``).
    ///
    /// SwiftUI: func onGeometryChange<T>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View where T : Equatable, T : Sendable
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
        fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        let site = LifecycleSite(fileID: fileID, line: line, column: column)
        return ModifiedView(self) { content, context in
            GeometryChangeNode(content: content.makeNode(context), site: site) { size in
                let value = transform(GeometryProxy(size: size))
                return .change(value: value, description: String(describing: value), initial: true) { old in
                    action(old as? T ?? value, value)
                }
            }
        }
    }
}

/// `onGeometryChange`: laid out and drawn as its content; once drawn, it tells the current
/// lifecycle recorder the value made of the size it was drawn at.
final class GeometryChangeNode: PassThroughNode {
    let child: any LayoutNode
    private let site: LifecycleSite
    private let work: (CGSize) -> LifecycleWork
    private let recorder: LifecycleRecorder?

    init(content: any LayoutNode, site: LifecycleSite, work: @escaping (CGSize) -> LifecycleWork) {
        self.child = content
        self.site = site
        self.work = work
        self.recorder = LifecycleRecorder.current
    }

    func draw(width: Int) -> [Line] {
        record(child.draw(width: width))
    }

    func draw(width: Int, height: Int) -> [Line] {
        record(child.draw(width: width, height: height))
    }

    private func record(_ lines: [Line]) -> [Line] {
        let columns = lines.map(\.width).max() ?? 0
        let size = CGSize(width: Double(columns) * Points.columnWidth, height: Double(lines.count) * Points.rowHeight)
        recorder?.record(self, site: site) { work(size) }
        return lines
    }
}
