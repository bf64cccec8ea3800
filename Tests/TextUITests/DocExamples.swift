import TextUI

/// Every ```text block in the doc comments of Sources/TextUI, with the code that renders it.
/// `DocExampleTests` checks each block is exactly what its code renders, and that no block
/// is left out of this table.
struct DocExample: Sendable, CustomTestStringConvertible {
    let file: String
    let index: Int
    let render: @MainActor @Sendable () -> String

    init(_ file: String, _ index: Int = 0, render: @escaping @MainActor @Sendable () -> String) {
        self.file = file
        self.index = index
        self.render = render
    }

    var testDescription: String { "\(file) #\(index)" }
}

import Testing

private struct Greeting: View {
    let name: String
    var body: some View {
        VStack(alignment: .leading) {
            Text("こんにちは、\(name)さん")
            Button("Continue") {}
        }
    }
}

extension DocExample {
    static let all: [DocExample] = views + modifiers + accessibility + lifecycle + layout + controls + navigation + collections + presentation + core + dataFlow + environmentSettings + media + geometry + bridges + realScreens + preferences + freshScreens + commonApps + thirdSet + frameworks + fifthSet + sixthSet + seventhSet + uikitRemaining + twelfthSet + appleFrameworks

    static let views: [DocExample] = [
        DocExample("View.swift") { Greeting(name: "Taro").render(width: 24) },
        DocExample("Render.swift") { Text("Hello, world").render(width: 5) },
        DocExample("ViewBuilder.swift") { VStack { Text("上"); EmptyView(); Text("下") }.render() },
        DocExample("Views/Text.swift") { Text("ログインに失敗しました。もう一度お試しください。").render(width: 20) },
        DocExample("Views/VStack.swift") {
            VStack(alignment: .leading, spacing: 16) { Text("メール"); Text("taro@example.com") }.render()
        },
        DocExample("Views/HStack.swift") {
            HStack(alignment: .top) { Text("名前"); Divider(); Text("山田 太郎") }.render(width: 12)
        },
        DocExample("Views/ZStack.swift") {
            ZStack(alignment: .topTrailing) { Text("..........\n.........."); Text("NEW") }.render()
        },
        DocExample("Views/Spacer.swift") { HStack { Text("合計"); Spacer(); Text("¥1,200") }.render(width: 16) },
        DocExample("Views/Divider.swift") { VStack { Text("上"); Divider(); Text("下") }.render(width: 12) },
        DocExample("Views/Image.swift", 0) {
            HStack { Image(systemName: "house"); Image(systemName: "box.truck"); Image(systemName: "no.such.symbol") }.render()
        },
        DocExample("Views/Image.swift", 1) {
            HStack { Image(systemName: "cellularbars", variableValue: 0.25); Image(systemName: "cellularbars", variableValue: 1) }.render()
        },
        DocExample("Views/Group.swift") { VStack { Group { Text("一"); Text("二") } }.render() },
        DocExample("Views/AnyView.swift") {
            let views: [AnyView] = [AnyView(Text("一")), AnyView(Divider())]
            return VStack { ForEach(views.indices, id: \.self) { views[$0] } }.render(width: 4)
        },
    ]
}
