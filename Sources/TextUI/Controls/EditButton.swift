/// The button that switches a list in and out of editing: "Edit", or "Done" while the
/// environment's edit mode is editing (plain in a navigation bar, as every bar button).
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
        Button(editMode?.wrappedValue.isEditing == true ? "Done" : "Edit") {
            guard let editMode else { return }
            editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
        }
    }
}
