/// The button that switches a list in and out of editing: "Edit", or "Done" while the
/// environment's edit mode is editing (plain in a navigation bar, as every bar button), in the
/// environment's language ("編集" and "完了" in Japanese).
/// Pressing it switches the edit mode the environment holds.
///
/// ```swift
/// EditButton()
/// ```
/// ```text
/// [ Edit ]
/// ```
/// SwiftUI: struct EditButton
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// SwiftUI: EditButton.init()
    public init() {}

    /// SwiftUI: EditButton.body
    public var body: some View {
        Button {
            guard let editMode else { return }
            editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
        } label: {
            Text(editMode?.wrappedValue.isEditing == true ? .done : .edit)
        }
    }
}
