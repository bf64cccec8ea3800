import TextUI

/// The doc examples of `Sources/TextUI/Modifiers` (see ``DocExample``).
extension DocExample {
    static let modifiers: [DocExample] = [
        DocExample("Modifiers/Hidden.swift") {
            VStack(alignment: .leading) {
                HStack { Image(systemName: "checkmark"); Text("急須") }
                HStack { Image(systemName: "checkmark").hidden(); Text("湯呑み") }
            }.render()
        },
        DocExample("Modifiers/Padding.swift", 0) {
            VStack(alignment: .leading) { Text("OK").padding().border(); Text("OK").padding(.horizontal, 24).border() }.render()
        },
        DocExample("Modifiers/Padding.swift", 1) { Text("OK").padding(8).border().render() },
        DocExample("Modifiers/Padding.swift", 2) {
            Text("OK").padding(EdgeInsets(top: 16, leading: 8, bottom: 0, trailing: 32)).border().render()
        },
        DocExample("Modifiers/Frame.swift", 0) { Text("OK").frame(width: 48, height: 48).border().render() },
        DocExample("Modifiers/Frame.swift", 1) {
            Text("合計").frame(maxWidth: .infinity, alignment: .trailing).render(width: 12)
        },
        DocExample("Modifiers/Border.swift") { Text("注意").border().render() },
        DocExample("Modifiers/TextModifiers.swift", 0) { Text("とても長い商品名が入ります").lineLimit(1).render(width: 12) },
        DocExample("Modifiers/TextModifiers.swift", 1) {
            Text("ご注文ありがとうございました").multilineTextAlignment(.center).render(width: 10)
        },
        DocExample("Modifiers/Overlay.swift") {
            List { EmptyView() }.frame(height: 48).overlay { Text("まだありません") }.render(width: 18)
        },
        DocExample("Modifiers/Badge.swift", 0) { Text("受信箱").badge(3).render(width: 14) },
        DocExample("Modifiers/Badge.swift", 1) { Text("お知らせ").badge("新着").render(width: 16) },
        DocExample("Modifiers/NavigationTitle.swift") { Text("ようこそ").navigationTitle("ホーム").render(width: 20) },
        DocExample("Modifiers/Toolbar.swift", 0) { Text("本文").toolbar { Button("保存") {} }.render(width: 16) },
        DocExample("Modifiers/Toolbar.swift", 1) {
            Text("本文").toolbar { ToolbarItem(placement: .topBarLeading) { Button("戻る") {} } }.render(width: 16)
        },
        DocExample("Modifiers/TabItem.swift", 0) {
            TabView { Text("一覧").tabItem { Label("注文", systemImage: "list.bullet") }.badge(2) }.render(width: 12)
        },
        DocExample("Modifiers/TabItem.swift", 1) { Text("設定").tag("settings").render() },
        DocExample("Modifiers/Alert.swift", 0) {
            Text(Array(repeating: "背景の画面背景の画面背景の画面", count: 7).joined(separator: "\n"))
                .alert("エラー", isPresented: .constant(true)) {
                    Button("やめる") {}
                    Button("再試行") {}
                } message: {
                    Text("通信できません")
                }
                .render(width: 30)
        },
        DocExample("Modifiers/Alert.swift", 1) {
            Text("").alert("保存しました", isPresented: .constant(true)) {}.render(width: 20)
        },
        DocExample("Modifiers/Sheet+Item.swift") {
            Text("ホーム\n━━━━━━━━━━━━━━\n本文\n本文")
                .sheet(item: .constant(Optional(Order(id: 7)))) { order in Text("注文 \(order.id)") }
                .render(width: 14)
        },
        DocExample("Modifiers/Alert+Presenting.swift", 0) {
            Text("").alert("削除しますか？", isPresented: .constant(true), presenting: Optional("急須")) { _ in
                Button("削除") {}
            } message: { name in
                Text("「\(name)」を削除します")
            }.render(width: 30)
        },
        DocExample("Modifiers/Alert+Presenting.swift", 1) {
            Text("").alert("保存しました", isPresented: .constant(true), presenting: Optional(3)) { count in
                Button("\(count)件を開く") {}
            }.render(width: 20)
        },
        DocExample("Modifiers/Sheet.swift") {
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
