#if canImport(Glibc)
    import Glibc
#endif
import CDBus

/// A private connection to the session bus (libdbus-1), for reading settings of the XDG desktop
/// portal (`color-scheme`, high contrast, animations: ``PortalSetting``) and hearing its
/// `SettingChanged` signal for them. Used from one thread only.
final class PortalConnection {
    static let service = "org.freedesktop.portal.Desktop"
    static let path = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.Settings"

    private let connection: OpaquePointer

    /// The session bus's address: `DBUS_SESSION_BUS_ADDRESS`, else the systemd user bus socket
    /// (`$XDG_RUNTIME_DIR/bus`) if it exists. Never X11 autolaunch (that would start a bus).
    static func sessionBusAddress(environment: [String: String]) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {  // a relative one is ignored (XDG spec)
            let socket = runtime + "/bus"
            var status = stat()
            if stat(socket, &status) == 0, (status.st_mode & S_IFMT) == S_IFSOCK { return "unix:path=" + socket }
        }
        return nil
    }

    /// Connects and says hello; throws the bus's error text.
    init(address: String) throws(PortalError) {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else { throw .connect(Self.text(error)) }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        guard dbus_bus_register(connection, &error) != 0 else {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            throw .connect(Self.text(error))
        }
        self.connection = connection
    }

    deinit {
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    /// Subscribes to `SettingChanged` for these settings only.
    func subscribe(to settings: [PortalSetting]) throws(PortalError) {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        for setting in settings {
            let rule = "type='signal',interface='\(Self.interface)',member='SettingChanged',arg0='\(setting.namespace)',arg1='\(setting.key)'"
            dbus_bus_add_match(connection, rule, &error)
            if dbus_error_is_set(&error) != 0 { throw .call(name: "", message: Self.text(error)) }
        }
    }

    /// `ReadOne` (portal ≥ 1.17), falling back to `Read` (older portals, whose answer is wrapped
    /// in one more variant).
    func read(_ setting: PortalSetting, timeout: Duration) throws(PortalError) -> PortalValue {
        do {
            return try call("ReadOne", setting, timeout: timeout)
        } catch .call(let name, _) where name == "org.freedesktop.DBus.Error.UnknownMethod" {
            return try call("Read", setting, timeout: timeout)
        }
    }

    private func call(_ method: String, _ setting: PortalSetting, timeout: Duration) throws(PortalError) -> PortalValue {
        guard let message = dbus_message_new_method_call(Self.service, Self.path, Self.interface, method) else { throw .noMemory }
        defer { dbus_message_unref(message) }
        var arguments = DBusMessageIter()
        dbus_message_iter_init_append(message, &arguments)
        guard ds_dbus_append_string(&arguments, setting.namespace) != 0, ds_dbus_append_string(&arguments, setting.key) != 0 else { throw .noMemory }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        let milliseconds = Int32(clamping: Int64(timeout.milliseconds.rounded(.up)))
        guard let reply = dbus_connection_send_with_reply_and_block(connection, message, max(1, milliseconds), &error) else {
            throw .call(name: error.name.map { String(cString: $0) } ?? "", message: Self.text(error))
        }
        defer { dbus_message_unref(reply) }
        var iterator = DBusMessageIter()
        guard dbus_message_iter_init(reply, &iterator) != 0, let value = Self.value(in: &iterator) else { throw .badReply }
        return value
    }

    /// Waits up to `timeout` for bus traffic; returns the `SettingChanged` signals that came for
    /// `settings`, in order. Throws when the connection is gone.
    func nextChanges(of settings: Set<PortalSetting>, timeout: Duration) throws(PortalError) -> [PortalChange] {
        guard dbus_connection_read_write(connection, Int32(clamping: Int64(timeout.milliseconds))) != 0 else { throw .disconnected }
        var changes: [PortalChange] = []
        while let message = dbus_connection_pop_message(connection) {
            defer { dbus_message_unref(message) }
            guard dbus_message_is_signal(message, Self.interface, "SettingChanged") != 0 else { continue }
            var iterator = DBusMessageIter()
            guard dbus_message_iter_init(message, &iterator) != 0,
                let namespace = ds_dbus_get_string(&iterator).map({ String(cString: $0) }),
                dbus_message_iter_next(&iterator) != 0,
                let key = ds_dbus_get_string(&iterator).map({ String(cString: $0) }),
                settings.contains(PortalSetting(namespace: namespace, key: key)),
                dbus_message_iter_next(&iterator) != 0,
                let value = Self.value(in: &iterator)
            else { continue }
            changes.append(PortalChange(setting: PortalSetting(namespace: namespace, key: key), value: value))
        }
        guard dbus_connection_get_is_connected(connection) != 0 else { throw .disconnected }
        return changes
    }

    /// A `u`, an `i` (not negative) or a `b`, possibly inside one or more variants.
    private static func value(in iterator: inout DBusMessageIter) -> PortalValue? {
        var current = iterator
        for _ in 0..<4 {
            let type = dbus_message_iter_get_arg_type(&current)
            if type == ds_dbus_type_variant() {
                var inner = DBusMessageIter()
                dbus_message_iter_recurse(&current, &inner)
                current = inner
            } else if type == ds_dbus_type_uint32() {
                var value: UInt32 = 0
                dbus_message_iter_get_basic(&current, &value)
                return .number(value)
            } else if type == ds_dbus_type_int32() {
                var value: Int32 = 0
                dbus_message_iter_get_basic(&current, &value)
                return value >= 0 ? .number(UInt32(value)) : nil
            } else if type == ds_dbus_type_boolean() {
                var value: dbus_bool_t = 0
                dbus_message_iter_get_basic(&current, &value)
                return .flag(value != 0)
            } else {
                return nil
            }
        }
        return nil
    }

    private static func text(_ error: DBusError) -> String {
        error.message.map { String(cString: $0) } ?? "unknown error"
    }
}

enum PortalError: Error, Equatable {
    case connect(String)
    case call(name: String, message: String)
    case badReply
    case noMemory
    case disconnected
}
