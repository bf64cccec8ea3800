import TextUI

/// The doc examples of `Sources/TextUI/Accessibility` (see ``DocExample``).
extension DocExample {
    static let accessibility: [DocExample] = [
        DocExample("Accessibility/AccessibilityTraits.swift") {
            Text("注文履歴").accessibilityAddTraits(.isHeader).accessibilityTranscript()
        },
        DocExample("Accessibility/AccessibilityElement.swift") {
            VStack(alignment: .leading) {
                Text("注文履歴").accessibilityAddTraits(.isHeader)
                Button(action: {}) { HStack { Text("急須"); Text("¥3,800"); Image(systemName: "chevron.right") } }
                    .accessibilityHint("注文の詳細を開きます")
                TextField("メールアドレス", text: .constant(""))
                Image(systemName: "theatermasks")
            }
            .tabItem { Label("注文", systemImage: "list.bullet") }
            .accessibilityTranscript()
            + "\n" + TabView { Text("").tabItem { Label("注文", systemImage: "list.bullet") } }.accessibilityTranscript()
        },
        DocExample("Accessibility/View+AccessibilityModifiers.swift", 0) {
            Image(systemName: "flame").accessibilityLabel("人気").accessibilityTranscript()
        },
        DocExample("Accessibility/View+AccessibilityModifiers.swift", 1) {
            Button("注文 #1001") {}.accessibilityHint("注文の詳細を開きます").accessibilityTranscript()
        },
        DocExample("Accessibility/View+AccessibilityModifiers.swift", 2) {
            HStack { Image(systemName: "star").accessibilityHidden(true); Text("おすすめ") }.accessibilityTranscript()
        },
        DocExample("Accessibility/View+AccessibilityModifiers.swift", 3) {
            Text("注文履歴").accessibilityAddTraits(.isHeader).accessibilityTranscript()
        },
        DocExample("Accessibility/View+AccessibilityTranscript.swift") {
            NavigationStack {
                VStack(alignment: .leading) {
                    Text("メールアドレスを入力してください。")
                    Button("ログイン") {}
                    Image(systemName: "chevron.right")
                }
                .navigationTitle("ログイン")
            }.accessibilityTranscript()
        },
    ]
}
