import TextUI

private struct OutlineItem: Identifiable { let id: String; var children: [OutlineItem]? }

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
        DocExample("Collections/OutlineGroup.swift") {
            let tree = [OutlineItem(id: "Books", children: [OutlineItem(id: "Novels")]), OutlineItem(id: "Notes")]
            return List(tree, children: \.children) { Text($0.id) }.render(width: 14)
        },
    ]
}
