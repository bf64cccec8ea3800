extension Result where Failure == LoadFailure {
    /// Runs `body` and keeps its outcome, any error turned into a ``LoadFailure``: the seed's
    /// `Result { try await apiClient.fetchItems() }`, with a failure that is `Equatable` so the
    /// action carrying it can be asserted by a test store.
    ///
    /// ```swift
    /// return .run { [apiClient] send in
    ///     await send(.fetchItemsResponse(Result { try await apiClient.fetchItems(0) }))
    /// }
    /// ```
    ///
    /// `body` runs on the caller's actor (`isolation` defaults to `#isolation`).
    public init(
        isolation: isolated (any Actor)? = #isolation,
        catching body: () async throws -> Success
    ) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(LoadFailure(error))
        }
    }
}
