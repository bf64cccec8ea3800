import SwiftUI

/// The sheet the app presents when an item is tapped: the item in a screen of its own, with
/// a close button in its navigation bar and a button that adds it to the shared cart.
///
/// ```swift
/// ItemSheet(item: .pen, onClose: {}).render(width: 32)
/// ```
/// ```text
///            ボールペン     閉じる
/// ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
/// ╭──────────────────────────────╮
/// │ 名前              ボールペン │
/// ├──────────────────────────────┤
/// │ アイテム番号               2 │
/// ╰──────────────────────────────╯
///
///         [ カートに追加 ]
/// ```
struct ItemSheet: View {
    let item: Item
    var onAddToCart: () -> Void = {}
    let onClose: () -> Void

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                List {
                    LabeledContent("名前", value: item.title)
                    LabeledContent("アイテム番号", value: "\(item.id)")
                }
                Button("カートに追加", action: onAddToCart)
                    .frame(maxWidth: .infinity)
            }
            .navigationTitle(item.title)
            .toolbar {
                Button("閉じる", action: onClose)
            }
        }
    }
}

#Preview {
    ItemSheet(item: .notebook) {}
}
