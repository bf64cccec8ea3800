import Foundation

// The views and modifiers that take a `LocalizedStringResource` where they take a
// `LocalizedStringKey` (a string catalog's generated accessors, `Text(.app(.save))`). TextUI
// has no tables: each draws the resource's key, as the key's own overload draws the key. Each
// is disfavoured, so a string literal still means the key, as in SwiftUI.

extension Text {
    /// SwiftUI: init(_ resource: LocalizedStringResource)
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(LocalizedStringKey(resource.key))
    }
}

extension Label where Title == Text, Icon == Image {
    /// SwiftUI: nonisolated init(_ titleResource: LocalizedStringResource, systemImage name: String)
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
        self.init(LocalizedStringKey(titleResource.key), systemImage: name)
    }
}

extension Button where Label == Text {
    /// SwiftUI: nonisolated init(_ titleResource: LocalizedStringResource, action: @escaping () -> Void)
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: @escaping () -> Void) {
        self.init(LocalizedStringKey(titleResource.key), action: action)
    }
}

extension Button where Label == TextUI.Label<Text, Image> {
    /// SwiftUI: nonisolated init(_ titleResource: LocalizedStringResource, systemImage: String, action: @escaping () -> Void)
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, action: @escaping () -> Void) {
        self.init(LocalizedStringKey(titleResource.key), systemImage: systemImage, action: action)
    }
}

extension Toggle where Label == Text {
    /// SwiftUI: nonisolated init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>)
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
        self.init(LocalizedStringKey(titleResource.key), isOn: isOn)
    }
}

extension Picker where Label == Text {
    /// SwiftUI: nonisolated init(_ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>, @ContentBuilder content: () -> Content)
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(LocalizedStringKey(titleResource.key), selection: selection, content: content)
    }
}

extension LabeledContent where Label == Text, Content: View {
    /// SwiftUI: init(_ titleResource: LocalizedStringResource, @ContentBuilder content: () -> Content)
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(LocalizedStringKey(titleResource.key), content: content)
    }
}

extension TextField where Label == Text {
    /// SwiftUI: nonisolated init(_ titleResource: LocalizedStringResource, text: Binding<String>)
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>) {
        self.init(LocalizedStringKey(titleResource.key), text: text)
    }
}

extension ContentUnavailableView where Label == TextUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// SwiftUI: nonisolated init(_ title: LocalizedStringResource, systemImage name: String, description: Text? = nil)
    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, systemImage name: String, description: Text? = nil) {
        self.init(LocalizedStringKey(title.key), systemImage: name, description: description)
    }
}

extension View {
    /// SwiftUI: nonisolated func navigationTitle(_ titleKey: LocalizedStringResource) -> some View
    @_disfavoredOverload
    public func navigationTitle(_ titleKey: LocalizedStringResource) -> some View {
        navigationTitle(LocalizedStringKey(titleKey.key))
    }
}
