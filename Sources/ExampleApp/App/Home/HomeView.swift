import SwiftUI

/// The Home tab's first screen, from plain values: a greeting for the shared signed-in
/// person, the shared cart, the latest order and the profile — the last two push onto the
/// Home stack (`homePath`).
///
/// ```swift
/// HomeView(currentUser: .taro, cart: CartState(), latestOrder: .coffee).render(width: 32)
/// ```
/// ```text
///              ホーム
/// ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
///
/// こんにちは、山田太郎さん
///
/// ╭──────────────────────────────╮
/// │ カート                空です │
/// ├──────────────────────────────┤
/// │ 最近の注文                   │
/// │ コーヒー豆 200g            › │
/// ├──────────────────────────────┤
/// │ ☺ プロフィール             › │
/// ╰──────────────────────────────╯
/// ```
public struct HomeView: View {
    let currentUser: User?
    let cart: CartState
    let latestOrder: Order?
    let onOrderTap: (Order) -> Void
    let onProfileTap: () -> Void

    public init(
        currentUser: User?,
        cart: CartState,
        latestOrder: Order?,
        onOrderTap: @escaping (Order) -> Void = { _ in },
        onProfileTap: @escaping () -> Void = {}
    ) {
        self.currentUser = currentUser
        self.cart = cart
        self.latestOrder = latestOrder
        self.onOrderTap = onOrderTap
        self.onProfileTap = onProfileTap
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(currentUser.map { "こんにちは、\($0.name)さん" } ?? "こんにちは")
            List {
                LabeledContent("カート", value: cart.count == 0 ? "空です" : "\(cart.count)点")
                if let latestOrder {
                    Button { onOrderTap(latestOrder) } label: {
                        VStack(alignment: .leading) {
                            Text("最近の注文")
                            HStack {
                                Text(latestOrder.title)
                                Spacer()
                                Image(systemName: "chevron.right")
                            }
                        }
                    }
                }
                Button(action: onProfileTap) {
                    HStack {
                        Label("プロフィール", systemImage: "person")
                        Spacer()
                        Image(systemName: "chevron.right")
                    }
                }
            }
        }
        .padding(.top, 16)
        .navigationTitle("ホーム")
    }
}

#Preview {
    HomeView(currentUser: .taro, cart: CartState(), latestOrder: .coffee)
}
