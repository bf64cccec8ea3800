extension View {
    /// Runs `action` with the old and new value when `value` changes between two passes of
    /// ``appear(width:height:style:maxPasses:)`` (and once when the view first appears, with
    /// `initial`). A plain `render` runs nothing; the view draws as if the modifier were not there.
    ///
    /// ```swift
    /// Form { TextField("Name", text: $model.name) }
    ///     .onChange(of: model.name) { oldName, newName in model.noteRename(from: oldName) }
    /// ```
    ///
    /// SwiftUI: func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View where V : Equatable
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false,
        fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
        _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        let work = LifecycleWork.change(value: value, description: String(describing: value), initial: initial) { old in
            action(old as? V ?? value, value)
        }
        return lifecycle(LifecycleSite(fileID: fileID, line: line, column: column), work)
    }

    /// Runs `action` when `value` changes (see ``onChange(of:initial:fileID:line:column:_:)-(_,_,_,_,_,(V,V)->Void)``).
    ///
    /// SwiftUI: func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V : Equatable
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false,
        fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
        _ action: @escaping () -> Void
    ) -> some View {
        onChange(of: value, initial: initial, fileID: fileID, line: line, column: column) { _, _ in action() }
    }

    /// Runs `action` with the new value when `value` changes (the form before iOS 17).
    ///
    /// SwiftUI: func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View where V : Equatable
    public func onChange<V: Equatable>(
        of value: V,
        fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
        perform action: @escaping (_ newValue: V) -> Void
    ) -> some View {
        onChange(of: value, initial: false, fileID: fileID, line: line, column: column) { _, new in action(new) }
    }
}
