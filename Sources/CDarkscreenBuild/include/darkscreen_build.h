#ifndef DARKSCREEN_BUILD_H
#define DARKSCREEN_BUILD_H

/// What `darkscreen --version` says about the build: the git commit and the Swift compiler's
/// version, passed by the Makefile through Package.swift (empty when built another way).
const char *ds_build_commit(void);
const char *ds_build_swift_version(void);

#endif
