import TextUI

/// The doc examples of `Sources/TextUI/Modifiers/ConfirmationDialog.swift` (see ``DocExample``).
extension DocExample {
    static let confirmationDialog: [DocExample] = [
        DocExample("Modifiers/ConfirmationDialog.swift", 0) {
            Text(Array(repeating: "注文一覧の画面注文一覧の画面", count: 10).joined(separator: "\n"))
                .confirmationDialog("注文を削除しますか？", isPresented: .constant(true), titleVisibility: .visible) {
                    Button("削除する") {}
                    Button("キャンセル") {}
                } message: {
                    Text("この操作は取り消せません")
                }
                .render(width: 28)
        },
        DocExample("Modifiers/ConfirmationDialog.swift", 1) {
            Text("").confirmationDialog("並べ替え", isPresented: .constant(true), titleVisibility: .visible) {
                Button("新しい順") {}
                Button("古い順") {}
            }.render(width: 16)
        },
    ]
}
