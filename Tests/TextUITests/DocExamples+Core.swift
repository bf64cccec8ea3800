import Observation
import TextUI

/// The doc examples of the core vocabulary: `LocalizedStringKey`, state, bindings, focus, the
/// environment and view modifiers (see ``DocExample``). The views are the doc comments' own,
/// in `CoreDocViews`.
extension DocExample {
    static let core: [DocExample] = [
        DocExample("Text/LocalizedStringKey.swift") {
            let count = 3
            return VStack(alignment: .leading) {
                Text("\(count) items")
                Text("Rate \(4.25, specifier: "%.1f")")
                Text("Ratio \(0.5)")
            }.render(width: 20)
        },
        DocExample("Controls/Button.swift", 2) {
            VStack(alignment: .leading) {
                Button("Save") {}.disabled(true)
                Button("Pay") {}.buttonStyle(.borderedProminent).disabled(true)
                Button("Edit") {}.buttonStyle(.plain).disabled(true)
            }.render()
        },
        DocExample("Environment/EnvironmentValues.swift") {
            VStack(alignment: .leading) {
                CoreDocViews.Greeting()
                CoreDocViews.Greeting().disabled(true)
            }.render()
        },
        DocExample("Environment/Environment.swift") {
            VStack(alignment: .leading) {
                CoreDocViews.Row()
                CoreDocViews.Row().environment(\.colorScheme, .dark)
            }.render()
        },
        DocExample("Environment/View+Environment.swift", 0) {
            VStack(alignment: .leading) {
                CoreDocViews.Mode()
                CoreDocViews.Mode().environment(\.colorScheme, .dark)
            }.render()
        },
        DocExample("Environment/View+Environment.swift", 1) {
            CoreDocViews.LibraryName().environment(CoreDocViews.Library()).render()
        },
        DocExample("Environment/View+Disabled.swift") {
            VStack(alignment: .leading) {
                Button("Save") {}
                Button("Save") {}.disabled(true)
            }.render()
        },
        DocExample("Environment/DismissAction.swift") { CoreDocViews.Sheet().render() },
        DocExample("Environment/OpenURLAction.swift") { CoreDocViews.Help().render() },
        DocExample("DataFlow/Binding.swift") { CoreDocViews.ProfileForm().render(width: 16) },
        DocExample("DataFlow/State.swift") { CoreDocViews.Counter().render(width: 20) },
        DocExample("DataFlow/Bindable.swift") { CoreDocViews.DraftForm(draft: CoreDocViews.Draft()).render(width: 12) },
        DocExample("DataFlow/View+Focused.swift") { CoreDocViews.FocusedFields().renderedWithEmailFocused(width: 16) },
        DocExample("Modifiers/ViewModifier.swift", 0) { Text("Kyoto").modifier(CoreDocViews.Caption()).render() },
        DocExample("Modifiers/ViewModifier.swift", 1) { Text("As is").modifier(EmptyModifier()).render() },
        DocExample("Modifiers/ModifiedContent.swift") {
            ModifiedContent(content: Text("Tea"), modifier: CoreDocViews.Boxed()).render()
        },
    ]
}

/// The views the core doc comments show, written as there.
enum CoreDocViews {
    struct Greeting: View {
        @Environment(\.isEnabled) private var isEnabled
        var body: some View { Text(isEnabled ? "Ready" : "Waiting") }
    }

    struct Row: View {
        @Environment(\.colorScheme) private var colorScheme
        var body: some View { Text(colorScheme == .dark ? "Dark" : "Light") }
    }

    struct Mode: View {
        @Environment(\.colorScheme) private var colorScheme
        var body: some View { Text("\(colorScheme)") }
    }

    @Observable final class Library { var name = "Kyoto Library" }

    struct LibraryName: View {
        @Environment(Library.self) private var library
        var body: some View { Text(library.name) }
    }

    struct Sheet: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View { Button("Close") { dismiss() } }
    }

    struct Help: View {
        @Environment(\.openURL) private var openURL
        var body: some View { Button("Help") { openURL(URL(string: "https://example.com/help")!) } }
    }

    struct Profile { var name = "Aiko"; var isPublic = true }

    struct ProfileForm: View {
        @State private var profile = Profile()
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Name", text: $profile.name)
                Toggle("Public", isOn: $profile.isPublic)
            }
        }
    }

    struct Counter: View {
        @State private var count = 2
        var body: some View {
            Stepper("Cups: \(count)", value: $count, in: 0...9)
        }
    }

    @Observable final class Draft { var title = "Trip" }

    struct DraftForm: View {
        @Bindable var draft: Draft
        var body: some View { TextField("Title", text: $draft.title) }
    }

    struct FocusedFields: View {
        enum Field: Hashable { case name, email }
        @FocusState var focus: Field?

        var body: some View {
            VStack {
                TextField("Name", text: .constant("Aiko")).focused($focus, equals: .name)
                TextField("Email", text: .constant("")).focused($focus, equals: .email)
            }
        }

        /// Drawn with the email field focused, as the doc comment's `focus` is set.
        func renderedWithEmailFocused(width: Int) -> String {
            focus = .email
            return render(width: width)
        }
    }

    struct Caption: ViewModifier {
        func body(content: Content) -> some View {
            VStack(alignment: .leading) {
                content
                Text("— caption")
            }
        }
    }

    struct Boxed: ViewModifier {
        func body(content: Content) -> some View { content.padding(.horizontal, 1).border() }
    }
}
