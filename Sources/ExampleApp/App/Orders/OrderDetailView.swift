import SwiftUI
import ViewStateKit

/// One order, from plain values: the seed's `OrderDetailView(order:onEdit:onDelete:)`, as a
/// grouped `List` with edit and delete. While editing, the title is a text field with save
/// and cancel. Its back button calls `onBack`.
///
/// ```swift
/// OrderDetailView(order: .coffee).render(width: 40)
/// ```
/// ```text
/// ‹ 戻る         注文の詳細           編集
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
/// ├──────────────────────────────────────┤
/// │            この注文を削除            │
/// ╰──────────────────────────────────────╯
/// ```
public struct OrderDetailView: View {
    let order: Order
    let draft: Order?
    let isSaving: Bool
    let failure: LoadFailure?
    let send: (OrderAction) -> Void
    let onBack: () -> Void

    /// - Parameters:
    ///   - draft: the order as being edited, when it is.
    ///   - failure: why the last save or delete failed.
    public init(
        order: Order,
        draft: Order? = nil,
        isSaving: Bool = false,
        failure: LoadFailure? = nil,
        send: @escaping (OrderAction) -> Void = { _ in },
        onBack: @escaping () -> Void = {}
    ) {
        self.order = order
        self.draft = draft
        self.isSaving = isSaving
        self.failure = failure
        self.send = send
        self.onBack = onBack
    }

    public var body: some View {
        List {
            Section("商品") {
                if let draft {
                    TextField("商品名", text: Binding(get: { draft.title }, set: { send(.draftTitleChanged($0)) }))
                } else {
                    Text(order.title)
                }
            }
            Section {
                LabeledContent("注文番号", value: "\(order.id)")
                LabeledContent("合計", value: yen(order.total))
                if isSaving {
                    ProgressView("送信中…")
                        .frame(maxWidth: .infinity)
                } else if draft == nil {
                    Button("この注文を削除") { send(.deleteOrder(order.id)) }
                        .frame(maxWidth: .infinity)
                }
            } footer: {
                if let failure { Text(failure.message) }
            }
        }
        .navigationTitle("注文の詳細")
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                if draft != nil {
                    Button("キャンセル") { send(.cancelEditTapped) }
                } else {
                    Button(action: onBack) {
                        HStack {
                            Image(systemName: "chevron.left")
                            Text("戻る")
                        }
                    }
                }
            }
            ToolbarItem(placement: .topBarTrailing) {
                if draft != nil {
                    Button("保存") { send(.saveEditTapped) }
                } else {
                    Button("編集") { send(.editOrder(order.id)) }
                }
            }
        }
    }
}

#Preview {
    NavigationStack {
        OrderDetailView(order: .coffee)
    }
}
