// Debian's static libdbus-1.a refers to two libsystemd functions, sd_listen_fds and
// sd_is_socket, used only by a D-Bus *server* started through systemd socket activation, and
// Debian ships no static libsystemd. A client never reaches them: in the fully static release
// build (DS_STATIC_DBUS, release configuration only) they answer "no sockets passed", as
// libsystemd itself does outside socket activation. See DECISIONS.md, "D-Bus client: libdbus-1".
#include "CDBusStaticSupport.h"
#include <errno.h>

int ds_dbus_static_support_linked(void) { return 1; }

#ifdef DS_STATIC_DBUS
__attribute__((weak)) int sd_listen_fds(int unset_environment) {
    (void)unset_environment;
    return 0;
}

__attribute__((weak)) int sd_is_socket(int fd, int family, int type, int listening) {
    (void)fd; (void)family; (void)type; (void)listening;
    return -ENOSYS;
}
#endif
