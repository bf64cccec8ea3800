#if !canImport(Combine)
extension Publishers {
    /// The values of `upstream` after its first `count`: a screen's model skips the value a
    /// `@Published` property starts with (`$query.dropFirst().sink { search($0) }`).
    ///
    /// Combine: struct Publishers.Drop<Upstream> where Upstream : Publisher
    public struct Drop<Upstream: Publisher>: Publisher {
        /// Combine: typealias Output = Upstream.Output
        public typealias Output = Upstream.Output
        /// Combine: typealias Failure = Upstream.Failure
        public typealias Failure = Upstream.Failure
        /// Combine: let upstream: Upstream
        public let upstream: Upstream
        /// Combine: let count: Int
        public let count: Int

        /// Combine: init(upstream: Upstream, count: Int)
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        /// Combine: func receive<S>(subscriber: S) where S : Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var left = count
            upstream.relay(to: subscriber) { value in
                guard left <= 0 else {
                    left -= 1
                    return nil
                }
                return value
            }
        }
    }
}

extension Publisher {
    /// The values after the first `count`.
    ///
    /// ```swift
    /// let query = CurrentValueSubject<String, Never>("")
    /// query.dropFirst().sink { print($0) }   // the starting "" is not printed
    /// ```
    ///
    /// Combine: func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self>
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }
}
#endif
