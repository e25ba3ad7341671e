// See dbus_static_support.c.
#ifndef DARKSCREEN_CDBUS_STATIC_SUPPORT_H
#define DARKSCREEN_CDBUS_STATIC_SUPPORT_H
int ds_dbus_static_support_linked(void);
#endif
