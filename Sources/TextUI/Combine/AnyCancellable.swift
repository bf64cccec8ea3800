#if !canImport(Combine)
/// A cancellation token that cancels when it goes away: keep the one `sink` returns for as
/// long as you want its values, usually in a `Set<AnyCancellable>` with ``store(in:)-(Set<AnyCancellable>)``.
///
/// ```swift
/// final class SearchModel: ObservableObject {
///     @Published var query = ""
///     @Published private(set) var echo = ""
///     private var cancellables = Set<AnyCancellable>()
///
///     init() {
///         $query.map { "“\($0)”" }.sink { [weak self] in self?.echo = $0 }.store(in: &cancellables)
///     }
/// }
/// ```
///
/// Combine: final class AnyCancellable
public final class AnyCancellable: Cancellable, Hashable {
    private var cancelBody: (() -> Void)?

    /// A token that runs `cancel` once, when cancelled or when it goes away.
    ///
    /// Combine: init(_ cancel: @escaping () -> Void)
    public init(_ cancel: @escaping () -> Void) {
        cancelBody = cancel
    }

    /// A token that cancels `canceller`.
    ///
    /// Combine: init<C>(_ canceller: C) where C : Cancellable
    public init<C: Cancellable>(_ canceller: C) {
        cancelBody = canceller.cancel
    }

    deinit {
        cancelBody?()
    }

    /// Cancels now; later calls do nothing.
    ///
    /// Combine: final func cancel()
    public func cancel() {
        let body = cancelBody
        cancelBody = nil
        body?()
    }

    /// Keeps this token in `set`, alive as long as the set keeps it.
    ///
    /// Combine: final func store(in set: inout Set<AnyCancellable>)
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps this token in `collection` (an array of tokens).
    ///
    /// Combine: final func store<C>(in collection: inout C) where C : RangeReplaceableCollection, C.Element == AnyCancellable
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Tokens are equal only to themselves.
    ///
    /// Combine: static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    /// Hashes the token's identity.
    ///
    /// Combine: func hash(into hasher: inout Hasher)
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension Cancellable {
    /// Keeps this in `set`, wrapped in an ``AnyCancellable``.
    ///
    /// Combine: func store(in set: inout Set<AnyCancellable>)
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }

    /// Keeps this in `collection`, wrapped in an ``AnyCancellable``.
    ///
    /// Combine: func store<C>(in collection: inout C) where C : RangeReplaceableCollection, C.Element == AnyCancellable
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
}

/// The subscription TextUI's publishers hand out: cancelling runs `onCancel` once; demand is
/// not counted (every value is sent).
final class ClosureSubscription: Subscription {
    private var onCancel: (() -> Void)?

    init(onCancel: (() -> Void)? = nil) {
        self.onCancel = onCancel
    }

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {
        let body = onCancel
        onCancel = nil
        body?()
    }
}
#endif
