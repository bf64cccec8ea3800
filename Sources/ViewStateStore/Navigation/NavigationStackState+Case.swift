import ViewStateKit
extension NavigationStackState {
    /// The element with `id` as one case of an enum of destinations: its payload when the element
    /// is that case, else `nil`. Writing changes the payload in place, and writing `nil` pops just
    /// that element, as ``subscript(id:)`` does — how a test's assertion closure says what one
    /// screen of a stack became.
    ///
    /// ```swift
    /// let detail = EnumCase(Path.State.detail)
    /// await store.receive(.path(.element(id: 1, action: .detail(.loaded(42))))) {
    ///     $0.path[id: 1, case: detail]?.count = 42
    /// }
    /// ```
    ///
    /// A write to an element of another case changes nothing and is reported (a test store fails
    /// the test):
    ///
    /// ```text
    /// NavigationStackState[id: #0, case: …] cannot change element #0: it is the case number, not one \
    /// holding Swift.String. Nothing was written; name the element's own case, or replace the whole \
    /// element with [id:].
    /// ```
    public subscript<Payload>(id id: StackElementID, case elementCase: EnumCase<Element, Payload>) -> Payload? {
        get { self[id: id].flatMap(elementCase.extract) }
        set {
            if isAnotherCase(id, than: elementCase) { return }
            self[id: id] = newValue.map(elementCase.embed)
        }
        _modify {
            var payload = self[id: id].flatMap(elementCase.extract)
            let wasThisCase = payload != nil
            yield &payload
            if wasThisCase || !isAnotherCase(id, than: elementCase) {
                self[id: id] = payload.map(elementCase.embed)
            }
        }
    }

    /// Whether the element with `id` is there and another case than `elementCase`; reports it
    /// when it is.
    private func isAnotherCase<Payload>(_ id: StackElementID, than elementCase: EnumCase<Element, Payload>) -> Bool {
        guard let element = self[id: id], !elementCase.matches(element) else { return false }
        let current = CaseReflection.labels(of: element).first ?? String(describing: element)
        CompositionReport.report(
            "NavigationStackState[id: \(id), case: …] cannot change element \(id): it is the case \(current), not one "
                + "holding \(String(reflecting: Payload.self)). Nothing was written; name the element's own case, "
                + "or replace the whole element with [id:]."
        )
        return true
    }
}
