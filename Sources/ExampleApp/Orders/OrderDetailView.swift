import TextUI

/// One order, pushed on the Orders tab's navigation stack: the seed's `OrderDetailView`, as
/// a grouped `List`. Its back button calls `onBack`, which pops the stack; an id that is not
/// among the loaded orders shows "注文が見つかりません".
///
/// ```swift
/// OrderDetailView(order: .coffee).render(width: 40)
/// ```
/// ```text
/// ‹ 戻る         注文の詳細
/// ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
///   商品
/// ╭──────────────────────────────────────╮
/// │ コーヒー豆 200g                      │
/// ╰──────────────────────────────────────╯
///
/// ╭──────────────────────────────────────╮
/// │ 注文番号                           1 │
/// ├──────────────────────────────────────┤
/// │ 合計                          ¥1,200 │
/// ╰──────────────────────────────────────╯
/// ```
public struct OrderDetailView: View {
    let order: Order?
    let onBack: () -> Void

    /// `order` is `nil` when the id on the path is not among the loaded orders.
    public init(order: Order?, onBack: @escaping () -> Void = {}) {
        self.order = order
        self.onBack = onBack
    }

    public var body: some View {
        content
            .navigationTitle("注文の詳細")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button(action: onBack) {
                        HStack {
                            Image(systemName: "chevron.left")
                            Text("戻る")
                        }
                    }
                }
            }
    }

    @ViewBuilder private var content: some View {
        if let order {
            List {
                Section("商品") {
                    Text(order.title)
                }
                Section {
                    LabeledContent("注文番号", value: "\(order.id)")
                    LabeledContent("合計", value: yen(order.total))
                }
            }
        } else {
            ContentUnavailableView(
                "注文が見つかりません", systemImage: "magnifyingglass",
                description: Text("一覧から選び直してください。")
            ) {
                Button("注文履歴に戻る", action: onBack)
            }
            .padding(.top, 1)
        }
    }
}
