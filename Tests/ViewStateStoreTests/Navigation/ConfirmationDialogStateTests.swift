import Testing
import ViewStateKit
import ViewStateStore

@Suite struct ConfirmationDialogStateTests {
    enum Action: Equatable, Sendable { case deleteConfirmed, archiveConfirmed }

    let dialog = ConfirmationDialogState<Action>(
        title: "注文を削除しますか？",
        titleVisibility: .visible,
        message: "この操作は取り消せません",
        buttons: [
            AlertButton("キャンセル", role: .cancel),
            AlertButton("削除する", role: .destructive, action: .deleteConfirmed),
            AlertButton("アーカイブ", action: .archiveConfirmed),
        ]
    )

    @Test func theCancelButtonIsShownLast() {
        #expect(dialog.buttonsInDisplayOrder.map(\.title) == ["削除する", "アーカイブ", "キャンセル"])
        #expect(dialog.buttonsInDisplayOrder.map(\.role) == [.destructive, nil, .cancel])
    }

    @Test func aButtonTitleLeadsToItsAction() {
        #expect(dialog.action(forButtonTitled: "削除する") == .deleteConfirmed)
        #expect(dialog.action(forButtonTitled: "キャンセル") == nil)
        #expect(dialog.action(forButtonTitled: "ない") == nil)
    }

    @Test func isAValue() {
        var other = dialog
        #expect(other == dialog)
        other.titleVisibility = .automatic
        #expect(other != dialog)
        #expect(Set([dialog, dialog]).count == 1)
    }
}
