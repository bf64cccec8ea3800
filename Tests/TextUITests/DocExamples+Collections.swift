import TextUI

/// The doc examples of `Sources/TextUI/Collections` (see ``DocExample``).
extension DocExample {
    static let collections: [DocExample] = [
        DocExample("Collections/List.swift", 0) { List { Text("プロフィール"); Text("通知") }.render(width: 16) },
        DocExample("Collections/List.swift", 1) {
            List(selection: .constant(Optional("Mail"))) {
                Text("Mail").tag("Mail")
                Text("Notes").tag("Notes")
            }.render(width: 16)
        },
        DocExample("Collections/List+Data.swift") {
            List([Fruit(id: 1, name: "りんご"), Fruit(id: 2, name: "みかん")]) { Text($0.name) }
                .render(width: 12)
        },
        DocExample("Collections/ForEach.swift") {
            List { ForEach(["りんご", "みかん"], id: \.self) { Text($0) } }.render(width: 12)
        },
        DocExample("Collections/Section.swift", 0) {
            List {
                Section {
                    Text("りんご")
                } header: {
                    Text("果物")
                } footer: {
                    Text("旬のもの")
                }
            }.render(width: 14)
        },
        DocExample("Collections/Section.swift", 1) {
            List {
                Section(isExpanded: .constant(false)) { Text("Hidden") } header: { Text("Archive") }
            }.render(width: 14)
        },
        DocExample("Collections/Section.swift", 2) {
            List { Section("Today") { Text("Lunch on Friday?") } }.render(width: 22)
        },
        DocExample("Collections/Badge.swift", 0) { Text("受信箱").badge(3).render(width: 14) },
        DocExample("Collections/Badge.swift", 1) { Text("お知らせ").badge("新着").render(width: 16) },
        DocExample("Collections/Badge.swift", 2) { Text("Updates").badge(Text("New")).render(width: 16) },
        DocExample("Collections/Collections+LocalizedStringKey.swift") {
            let count = 2
            return List { Section("Today (\(count))") { Text("Lunch") } }.render(width: 14)
        },
        DocExample("Collections/ListRowModifiers.swift") {
            List { Text("Pinned").listRowBackground(Color.yellow) }.render(width: 12)
        },
        DocExample("Collections/ListRowSeparator.swift") {
            List {
                Text("Inbox").listRowSeparator(.hidden)
                Text("Drafts")
                Text("Sent")
            }.render(width: 12)
        },
        DocExample("DragAndDrop/View+Transferable.swift") {
            PasteButton(payloadType: String.self) { _ in }.render()
        },
        DocExample("Collections/DynamicViewContent.swift") {
            List {
                ForEach(["Milk", "Eggs"], id: \.self) { Text($0) }
                    .onDelete { _ in }
            }.render(width: 10)
        },
        DocExample("Collections/SwipeActions.swift", 0) {
            List {
                Text("Lunch on Friday?")
                    .swipeActions(edge: .leading) { Button("Read") {} }
                    .swipeActions { Button("Delete", role: .destructive) {} }
            }.render(width: 22)
        },
        DocExample("Collections/SwipeActions.swift", 1) {
            Text("Invoice #2291")
                .contextMenu {
                    Button("Mark as read", systemImage: "envelope.open") {}
                    Button("Archive") {}
                }
                .render(width: 16)
        },
    ]
}

/// The elements of the `List(_:rowContent:)` example.
private struct Fruit: Identifiable {
    let id: Int
    let name: String
}
