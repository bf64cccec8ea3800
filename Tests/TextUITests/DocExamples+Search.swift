import TextUI

private struct OutlineItem: Identifiable { let id: String; var children: [OutlineItem]? }
private enum DocScreen { case home, settings }
private struct DocFruit: Identifiable { let id: Int; var name: String }
private struct DocTag: Identifiable { let id: String }

private struct SearchDetail: View {
    @Environment(\.dismissSearch) private var dismissSearch
    var body: some View { Button("Done") { dismissSearch() } }
}

extension DocExample {
    static let searches: [DocExample] = [
        DocExample("Navigation/Searchable.swift", 2) {
            NavigationStack {
                Text("Results")
                    .searchable(text: .constant("te"))
                    .searchSuggestions { Text("tea").searchCompletion("tea") }
            }.render(width: 16)
        },
        DocExample("Navigation/SearchScopes.swift", 0) {
            NavigationStack {
                Text("3 results")
                    .searchable(text: .constant("tea"))
                    .searchScopes(.constant(1)) { Text("All").tag(1); Text("Hot").tag(2) }
            }.render(width: 20)
        },
        DocExample("Navigation/SearchScopes.swift", 1) { SearchDetail().render() },
        DocExample("Navigation/TabContentBuilder.swift") {
            TabView(selection: .constant(DocScreen.settings)) {
                Tab("Home", systemImage: "house", value: .home) { Text("Welcome") }
                Tab("Settings", systemImage: "gearshape", value: .settings) { Text("Options") }
            }.render(width: 24)
        },
        DocExample("Navigation/Tab+Badge.swift") {
            TabView(selection: .constant(0)) {
                Tab("Inbox", systemImage: "tray", value: 0) { Text("Mail") }.badge(3)
            }.render(width: 16)
        },
        DocExample("Navigation/Toolbar+Appearance.swift") {
            NavigationStack {
                Text("3 notes").navigationTitle("Notes").toolbarTitleMenu { Button("Rename") {} }
            }.render(width: 16)
        },
        DocExample("Navigation/Searchable+Tokens.swift") {
            NavigationStack {
                Text("2 results")
                    .searchable(text: .constant("app"), tokens: .constant([DocTag(id: "Fruit")])) { Text($0.id) }
            }.render(width: 20)
        },
        DocExample("Navigation/NavigationLink+IsActive.swift") {
            NavigationView {
                List {
                    NavigationLink(destination: Text("Details"), isActive: .constant(true)) { Text("Order") }
                }.navigationTitle("Orders")
            }.render(width: 16)
        },
        DocExample("Collections/EditActions.swift") {
            List {
                ForEach(.constant([DocFruit(id: 1, name: "Apple")]), editActions: .all) { $fruit in Text(fruit.name) }
            }
            .environment(\.editMode, .constant(.active))
            .render(width: 14)
        },
        DocExample("Collections/OutlineGroup.swift") {
            let tree = [OutlineItem(id: "Books", children: [OutlineItem(id: "Novels")]), OutlineItem(id: "Notes")]
            return List(tree, children: \.children) { Text($0.id) }.render(width: 14)
        },
    ]
}
