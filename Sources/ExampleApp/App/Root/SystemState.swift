/// What the app knows about the device around it (the seed's `SystemState`): whether the
/// network is reachable. The app draws a banner over every tab while it is not.
public struct SystemState: Equatable, Sendable {
    public var isOnline = true

    public init(isOnline: Bool = true) {
        self.isOnline = isOnline
    }
}
