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
    ]
}
