#if !canImport(Combine)
extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object`, when given), posted
    /// after it is subscribed to: `.onReceive(NotificationCenter.default.publisher(for:
    /// UIApplication.didBecomeActiveNotification)) { … }`. A render posts nothing, so such a
    /// view draws as it would before the first notification.
    ///
    /// Combine: func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// The notifications of one name, as a publisher.
    ///
    /// Combine: struct NotificationCenter.Publisher
    public struct Publisher: TextUI.Publisher {
        /// Combine: typealias Output = Notification
        public typealias Output = Notification
        /// Combine: typealias Failure = Never
        public typealias Failure = Never
        /// Combine: let center: NotificationCenter
        public let center: NotificationCenter
        /// Combine: let name: Notification.Name
        public let name: Notification.Name
        /// Combine: let object: AnyObject?
        public let object: AnyObject?

        /// Combine: init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil)
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Combine: func receive<S>(subscriber: S) where S : Subscriber, S.Failure == Never, S.Input == Notification
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let box = UncheckedBox(AnySubscriber(subscriber))
            let token = UncheckedBox(center.addObserver(forName: name, object: object, queue: nil) { notification in
                _ = box.value.receive(notification)
            })
            let center = UncheckedBox(center)
            subscriber.receive(subscription: ClosureSubscription { center.value.removeObserver(token.value) })
        }
    }
}

/// A value carried into a `@Sendable` closure that Foundation calls on the thread that posts:
/// the subscriber is called there, as Combine calls it.
final class UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
#endif
