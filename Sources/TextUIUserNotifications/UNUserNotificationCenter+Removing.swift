#if !canImport(UserNotifications)
extension UNUserNotificationCenter {
    /// Cancels the scheduled requests with these identifiers, as a screen does when its timer
    /// stops; a preview schedules none, so there is nothing to cancel.
    ///
    /// UserNotifications: func removePendingNotificationRequests(withIdentifiers identifiers: [String])
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}

    /// Takes the delivered notifications with these identifiers off the screen; none were
    /// delivered.
    ///
    /// UserNotifications: func removeDeliveredNotifications(withIdentifiers identifiers: [String])
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
}
#endif
