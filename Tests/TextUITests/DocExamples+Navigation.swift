import TextUI

/// The doc examples of `Sources/TextUI/Navigation` (see ``DocExample``).
extension DocExample {
    static let navigation: [DocExample] = stacks + toolbars + searches

    static let stacks: [DocExample] = [
        DocExample("Navigation/NavigationStack.swift", 0) {
            NavigationStack {
                Text("ようこそ")
                    .navigationTitle("ホーム")
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("閉じる") {} }
                        ToolbarItem(placement: .topBarTrailing) { Button("編集") {} }
                    }
            }.render(width: 24)
        },
        DocExample("Navigation/NavigationStack.swift", 1) {
            NavigationStack(path: .constant([3])) {
                Text("Inbox").navigationTitle("Inbox")
                    .navigationDestination(for: Int.self) { Text("Message \($0)") }
            }.render(width: 16)
        },
        DocExample("Navigation/NavigationPath.swift") {
            var path = NavigationPath()
            path.append(42)
            path.append("receipt")
            return NavigationStack(path: .constant(path)) {
                Text("Orders").navigationTitle("Orders")
                    .navigationDestination(for: Int.self) { Text("Order \($0)").navigationTitle("#\($0)") }
                    .navigationDestination(for: String.self) { Text("The \($0)") }
            }.render(width: 20)
        },
        DocExample("Navigation/NavigationDestination.swift", 0) {
            NavigationStack(path: .constant([7])) {
                List { NavigationLink("Order 7", value: 7) }
                    .navigationTitle("Orders")
                    .navigationDestination(for: Int.self) { id in
                        Text("Order \(id) shipped").navigationTitle("#\(id)")
                    }
            }.render(width: 22)
        },
        DocExample("Navigation/NavigationDestination.swift", 1) {
            NavigationStack {
                Text("Settings").navigationTitle("Settings")
                    .navigationDestination(isPresented: .constant(true)) { Text("Privacy") }
            }.render(width: 16)
        },
        DocExample("Navigation/NavigationDestination.swift", 2) {
            NavigationStack {
                Text("Contacts").navigationTitle("Contacts")
                    .navigationDestination(item: .constant(Optional("Aiko"))) { Text("Profile of \($0)") }
            }.render(width: 18)
        },
        DocExample("Navigation/NavigationLink.swift") {
            List {
                NavigationLink("Notifications", value: 1)
                NavigationLink { Text("…") } label: { Label("Account", systemImage: "person") }
            }.render(width: 24)
        },
        DocExample("Navigation/NavigationTitle.swift", 0) { Text("ようこそ").navigationTitle("ホーム").render(width: 20) },
        DocExample("Navigation/NavigationTitle.swift", 1) { Text("本文").navigationTitle(Text("受信箱")).render(width: 16) },
        DocExample("Navigation/NavigationTitle.swift", 2) {
            Text("本文")
                .navigationTitle("設定")
                .navigationBarTitleDisplayMode(.large)
                .toolbar { Button("編集") {} }
                .render(width: 16)
        },
        DocExample("Navigation/TabView.swift") {
            TabView(selection: .constant(1)) {
                Text("ホーム画面").tabItem { Label("ホーム", systemImage: "house") }.tag(0)
                Text("設定画面").tabItem { Label("設定", systemImage: "gearshape") }.tag(1)
            }.render(width: 20)
        },
        DocExample("Navigation/TabItem.swift", 0) {
            TabView { Text("一覧").tabItem { Label("注文", systemImage: "list.bullet") }.badge(2) }.render(width: 12)
        },
        DocExample("Navigation/TabItem.swift", 1) { Text("設定").tag("settings").render() },
        DocExample("Navigation/Tab.swift") {
            TabView(selection: .constant("inbox")) {
                Tab("Home", systemImage: "house", value: "home") { Text("Home screen") }
                Tab("Inbox", systemImage: "tray", value: "inbox") { Text("No new mail") }
                    .badge(4)
            }.render(width: 24)
        },
        DocExample("Navigation/TabViewStyle.swift") {
            TabView(selection: .constant(1)) {
                Text("Welcome").tag(0)
                Text("Sync your notes").tag(1)
                Text("All set").tag(2)
            }
            .tabViewStyle(.page)
            .render(width: 20)
        },
        DocExample("Navigation/Searchable.swift", 0) {
            NavigationStack {
                List { Text("Matcha latte") }
                    .navigationTitle("Menu")
                    .searchable(text: .constant(""), prompt: "Drinks")
            }.render(width: 20)
        },
        DocExample("Navigation/Searchable.swift", 1) { Text("Results").searchable(text: .constant("tea")).render(width: 16) },
    ]

    static let toolbars: [DocExample] = [
        DocExample("Navigation/Navigation+LocalizedStringKey.swift") {
            let unread = 3
            return List { NavigationLink("Inbox (\(unread))", value: 1) }.render(width: 18)
        },
        DocExample("Navigation/NavigationView.swift") {
            NavigationView {
                Text("Welcome").navigationBarTitle("Home")
            }.render(width: 16)
        },
        DocExample("Navigation/NavigationSplitView.swift") {
            NavigationSplitView {
                List { NavigationLink("Inbox", value: 1) }.navigationTitle("Mail")
            } detail: {
                Text("Select a mailbox")
            }.render(width: 16)
        },
        DocExample("Navigation/NavigationBarItems.swift") {
            Text("Body").navigationBarTitle("Orders", displayMode: .inline)
                .navigationBarItems(leading: Button("Close") {}, trailing: Button("Add") {})
                .render(width: 22)
        },
        DocExample("Navigation/Toolbar.swift", 0) { Text("本文").toolbar { Button("保存") {} }.render(width: 16) },
        DocExample("Navigation/Toolbar.swift", 1) {
            Text("本文").toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("閉じる") {} }
                ToolbarItem(placement: .primaryAction) { Button("送信") {} }
            }.render(width: 20)
        },
        DocExample("Navigation/Toolbar.swift", 2) {
            Text("全画面").navigationTitle("写真").toolbar(.hidden, for: .navigationBar).render(width: 12)
        },
        DocExample("Navigation/ToolbarContent.swift") { Text("Draft").toolbar { EditorItems() }.render(width: 20) },
        DocExample("Navigation/ToolbarContentBuilder.swift") {
            let isSaving = true
            return Text("Profile").toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                if isSaving {
                    ToolbarItem(placement: .confirmationAction) { Text("Saving…") }
                } else {
                    ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                }
            }.render(width: 24)
        },
        DocExample("Navigation/ToolbarItem.swift", 0) {
            Text("本文").toolbar { ToolbarItem(placement: .topBarLeading) { Button("戻る") {} } }.render(width: 16)
        },
        DocExample("Navigation/ToolbarItemGroup.swift") {
            Text("Photo").toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Share") {}
                    Spacer()
                    Button("Delete") {}
                }
            }.render(width: 20)
        },
        DocExample("Navigation/ToolbarItemPlacement.swift") {
            Text("Notes").toolbar {
                ToolbarItem(placement: .principal) { Text("2 of 9") }
                ToolbarItem(placement: .bottomBar) { Button("New") {} }
                ToolbarItem(placement: .status) { Text("Saved") }
            }.render(width: 20)
        },
        DocExample("Navigation/ToolbarPlacement.swift") {
            Text("本文").navigationTitle("設定").toolbar(.hidden, for: .navigationBar).render(width: 12)
        },
    ]
}

/// The custom toolbar content of the `ToolbarContent` example.
private struct EditorItems: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
        ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
    }
}
