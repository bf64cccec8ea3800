import TextUI

/// The doc examples of `Sources/TextUI/Presentation` (see ``DocExample``).
extension DocExample {
    static let presentation: [DocExample] = [
        DocExample("Presentation/Alert.swift", 0) {
            Text(Array(repeating: "背景の画面背景の画面背景の画面", count: 7).joined(separator: "\n"))
                .alert("エラー", isPresented: .constant(true)) {
                    Button("やめる") {}
                    Button("再試行") {}
                } message: {
                    Text("通信できません")
                }
                .render(width: 30)
        },
        DocExample("Presentation/Alert.swift", 1) {
            Text("").alert("保存しました", isPresented: .constant(true)) {}.render(width: 20)
        },
        DocExample("Presentation/Alert+Presenting.swift", 0) {
            Text("").alert("削除しますか？", isPresented: .constant(true), presenting: Optional("急須")) { _ in
                Button("削除") {}
            } message: { name in
                Text("「\(name)」を削除します")
            }.render(width: 30)
        },
        DocExample("Presentation/Alert+Presenting.swift", 1) {
            Text("").alert("保存しました", isPresented: .constant(true), presenting: Optional(3)) { count in
                Button("\(count)件を開く") {}
            }.render(width: 20)
        },
        DocExample("Presentation/ConfirmationDialog.swift", 0) {
            Text(Array(repeating: "注文一覧の画面注文一覧の画面", count: 10).joined(separator: "\n"))
                .confirmationDialog("注文を削除しますか？", isPresented: .constant(true), titleVisibility: .visible) {
                    Button("キャンセル", role: .cancel) {}
                    Button("削除する", role: .destructive) {}
                } message: {
                    Text("この操作は取り消せません")
                }
                .render(width: 28)
        },
        DocExample("Presentation/ConfirmationDialog.swift", 1) {
            Text("").confirmationDialog("並べ替え", isPresented: .constant(true), titleVisibility: .visible) {
                Button("新しい順") {}
                Button("古い順") {}
            }.render(width: 16)
        },
        DocExample("Presentation/Alert+Error.swift") {
            Text("").alert(isPresented: .constant(true), error: Optional(SaveError())) {
                Button("Retry") {}
            }.render(width: 22)
        },
        DocExample("Presentation/ConfirmationDialog+Presenting.swift") {
            Text("").confirmationDialog("Delete?", isPresented: .constant(true), titleVisibility: .visible,
                                        presenting: Optional("Draft 3")) { name in
                Button("Delete \(name)", role: .destructive) {}
            } message: { _ in
                Text("This cannot be undone.")
            }.render(width: 26)
        },
        DocExample("Presentation/FullScreenCover.swift", 0) {
            Text("Home\nFeed")
                .fullScreenCover(isPresented: .constant(true)) { Text("Welcome!\nSign in to start") }
                .render(width: 12)
        },
        DocExample("Presentation/FullScreenCover.swift", 1) {
            Text("Title\n━━━━━━━━━━\nBody")
                .popover(isPresented: .constant(true)) { Text("Tip") }
                .render(width: 10)
        },
        DocExample("Presentation/Presentation+LocalizedStringKey.swift") {
            let name = "Draft"
            return Text("").alert("Delete \(name)?", isPresented: .constant(true)) {
                Button("Delete", role: .destructive) {}
            } message: {
                Text("You can't undo this.")
            }.render(width: 26)
        },
        DocExample("Presentation/Alert+Legacy.swift") {
            Text("").alert(isPresented: .constant(true)) {
                Alert(title: Text("Sign out?"), message: Text("You can sign in again later."),
                      primaryButton: .destructive(Text("Sign out")), secondaryButton: .cancel())
            }.render(width: 30)
        },
        DocExample("Presentation/ActionSheet.swift") {
            Text("").actionSheet(isPresented: .constant(true)) {
                ActionSheet(title: Text("Photo"), buttons: [.default(Text("Take photo")), .cancel()])
            }.render(width: 20)
        },
        DocExample("Presentation/Sheet+Item.swift") {
            Text("ホーム\n━━━━━━━━━━━━━━\n本文\n本文")
                .sheet(item: .constant(Optional(Order(id: 7)))) { order in Text("注文 \(order.id)") }
                .render(width: 14)
        },
        DocExample("Presentation/Sheet.swift") {
            Text("ホーム\n━━━━━━━━━━━━━━\n本文\n本文\n本文")
                .sheet(isPresented: .constant(true)) { Text("詳細") }
                .render(width: 14)
        },
    ]
}

/// The item the `sheet(item:)` example presents.
private struct Order: Identifiable {
    let id: Int
}

/// The error of the `alert(isPresented:error:actions:)` example.
private struct SaveError: LocalizedError {
    var errorDescription: String? { "Could not save" }
}
