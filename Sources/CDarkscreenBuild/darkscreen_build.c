#include "darkscreen_build.h"

// Defined by Package.swift from DARKSCREEN_BUILD_COMMIT / DARKSCREEN_BUILD_SWIFT. Only this file
// sees them, so a new commit recompiles this one file and relinks — nothing else.
#ifndef DS_BUILD_COMMIT
#define DS_BUILD_COMMIT ""
#endif
#ifndef DS_BUILD_SWIFT
#define DS_BUILD_SWIFT ""
#endif

const char *ds_build_commit(void) { return DS_BUILD_COMMIT; }
const char *ds_build_swift_version(void) { return DS_BUILD_SWIFT; }
