/* test-keyring.h: a throwaway Secret Service for a test: gnome-keyring on a D-Bus session
 * of the test's own, its login keyring made and unlocked with a known password. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

typedef struct
{
  GDBusConnection *bus;
  GPid             bus_pid;
  GPid             keyring_pid;
  char            *dir;
} TestKeyring;

/* Starts the bus and the keyring and makes the bus the process's session bus: call it before
 * anything in the process uses the session bus. FALSE, with why in @skip_reason, when
 * dbus-daemon or gnome-keyring-daemon is not installed (the test should skip). */
gboolean test_keyring_start (TestKeyring  *keyring,
                             const char  **skip_reason);
/* Lets libsecret's service go (for LeakSanitizer), stops both and removes the files. */
void     test_keyring_stop  (TestKeyring  *keyring);
