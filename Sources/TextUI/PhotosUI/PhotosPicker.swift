// PhotosUI's picker, which screens import beside SwiftUI. A phone shows the picker as a button
// with its label that opens the photo library; TextUI draws the button, and the library a
// modifier presents as a sheet holding the line that names PHPickerViewController, as a
// wrapped controller draws. A preview's library has no photos: nothing is ever picked.

/// A button that opens the photo library to pick one photo or several, drawn as a button with
/// its label.
///
/// ```swift
/// PhotosPicker(selection: $avatar, matching: .images) { Text("Choose photo") }.render()
/// ```
/// ```text
/// [ Choose photo ]
/// ```
///
/// PhotosUI: struct PhotosPicker<Label> where Label : View
public struct PhotosPicker<Label: View>: View {
    let label: Label

    /// PhotosUI: PhotosPicker.body
    public var body: some View {
        Button(action: {}) { label }
    }

    /// PhotosUI: init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: @Sendable () -> Label)
    public init(
        selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    /// PhotosUI: init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label)
    public init(
        selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    /// PhotosUI: init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: @Sendable () -> Label)
    public init(
        selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
        matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }
}

extension PhotosPicker where Label == Text {
    /// A picker whose button reads `titleKey`.
    ///
    /// PhotosUI: init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic)
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.label = Text(titleKey)
    }
}

extension View {
    /// While `isPresented` is true, presents the photo library to pick one photo: a sheet
    /// holding the line that names `PHPickerViewController` (see ``PhotosPicker``).
    ///
    /// SwiftUI: func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View {
        presentingSystemPicker("PHPickerViewController", isPresented.wrappedValue)
    }

    /// While `isPresented` is true, presents the photo library to pick up to
    /// `maxSelectionCount` photos: the same sheet as one photo's.
    ///
    /// SwiftUI: func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View {
        presentingSystemPicker("PHPickerViewController", isPresented.wrappedValue)
    }

    /// The photo library, to pick up to `maxSelectionCount` photos from `photoLibrary`.
    ///
    /// SwiftUI: func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary) -> some View
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary
    ) -> some View {
        presentingSystemPicker("PHPickerViewController", isPresented.wrappedValue)
    }
}
