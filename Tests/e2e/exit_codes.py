"""darkscreen's exit statuses (README "Exit status"; Sources/darkscreen/Commands/ExitStatus.swift)."""
OK = 0
FAILURE = 1          # a failure while working, or a check that failed (validate)
USAGE = 2            # a bad command line: unknown option, bad or missing value, unknown theme name
BAD_INPUT_FILE = 3   # a themes file that cannot be found, read or used
NOT_A_TERMINAL = 4   # the UI without a terminal: stdin/stdout not a tty, TERM unset or unknown
