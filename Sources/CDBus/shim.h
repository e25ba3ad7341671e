#ifndef DARKSCREEN_CDBUS_SHIM_H
#define DARKSCREEN_CDBUS_SHIM_H
// libdbus-1, the reference D-Bus client library (Debian libdbus-1-dev), for TerminalAppearance's
// desktop-portal source. Its type codes are macros Swift cannot import: give them names here.
#include <dbus/dbus.h>

static inline int ds_dbus_type_string(void) { return DBUS_TYPE_STRING; }
static inline int ds_dbus_type_variant(void) { return DBUS_TYPE_VARIANT; }
static inline int ds_dbus_type_uint32(void) { return DBUS_TYPE_UINT32; }
static inline int ds_dbus_type_int32(void) { return DBUS_TYPE_INT32; }
static inline int ds_dbus_type_boolean(void) { return DBUS_TYPE_BOOLEAN; }
static inline int ds_dbus_type_invalid(void) { return DBUS_TYPE_INVALID; }

/// Appends one string argument to a message being built.
static inline dbus_bool_t ds_dbus_append_string(DBusMessageIter *iter, const char *value) {
    return dbus_message_iter_append_basic(iter, DBUS_TYPE_STRING, &value);
}

/// The string at the iterator (NULL if it is not a string).
static inline const char *ds_dbus_get_string(DBusMessageIter *iter) {
    if (dbus_message_iter_get_arg_type(iter) != DBUS_TYPE_STRING) return 0;
    const char *value = 0;
    dbus_message_iter_get_basic(iter, &value);
    return value;
}
#endif
