import ViewStateKit
extension Optional {
    /// The wrapped value as one case of an enum: its payload when the value is that case, else
    /// `nil`. Writing changes the payload in place, and writing `nil` sets the whole optional to
    /// `nil` — how a test's assertion closure changes a presented destination.
    ///
    /// ```swift
    /// let child = EnumCase(Destination.child)
    /// await store.receive(.destination(.presented(.child(.tick)))) {
    ///     $0.destination[case: child]?.ticks = 1
    /// }
    /// ```
    ///
    /// A write while the value is another case changes nothing and is reported (a test store fails
    /// the test):
    ///
    /// ```text
    /// Optional[case: …] cannot change the value: it is the case alert, not one holding \
    /// MyApp.Child.State. Nothing was written; name the value's own case, or replace the whole value.
    /// ```
    public subscript<Payload>(case wrappedCase: EnumCase<Wrapped, Payload>) -> Payload? {
        get { flatMap(wrappedCase.extract) }
        set {
            if isAnotherCase(than: wrappedCase) { return }
            self = newValue.map(wrappedCase.embed)
        }
        _modify {
            var payload = flatMap(wrappedCase.extract)
            let wasThisCase = payload != nil
            yield &payload
            if wasThisCase || !isAnotherCase(than: wrappedCase) {
                self = payload.map(wrappedCase.embed)
            }
        }
    }

    /// Whether there is a value of another case than `wrappedCase`; reports it when there is.
    private func isAnotherCase<Payload>(than wrappedCase: EnumCase<Wrapped, Payload>) -> Bool {
        guard let value = self, !wrappedCase.matches(value) else { return false }
        let current = CaseReflection.labels(of: value).first ?? String(describing: value)
        CompositionReport.report(
            "Optional[case: …] cannot change the value: it is the case \(current), not one holding "
                + "\(String(reflecting: Payload.self)). Nothing was written; name the value's own case, or replace "
                + "the whole value."
        )
        return true
    }
}
