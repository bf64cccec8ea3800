import PreviewCatalog

/// What the order detail container shows for order 2: the order, being edited, saving or
/// deleting, after a failed change, or not found.
extension OrderDetailPreviews: DeclaresAllCases {
    public enum StateCase: CaseIterable {
        case shown, editing, sending, changeFailed, notFound
    }

    public static func stateCase(of state: OrderState) -> StateCase {
        if state.order(id: Order.teapot.id) == nil { return .notFound }
        if state.isSaving { return .sending }
        if state.changeFailure != nil { return .changeFailed }
        return state.draft == nil ? .shown : .editing
    }
}
