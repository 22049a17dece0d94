import json
import os
import warnings

_DEFAULT_TABLE = json.dumps({
    "default": {"kind": "sink_window", "sinks": 2, "window": 4},
    "debug_checks": False,
})

# Parsed once at import; the compiled forward only sees plain ints/strs.
_RAW = os.environ.get("CORPUS_S129_EVICTION_TABLE", _DEFAULT_TABLE)
try:
    TABLE = json.loads(_RAW)
except json.JSONDecodeError:
    warnings.warn("bad eviction table, using defaults")
    TABLE = json.loads(_DEFAULT_TABLE)

DEBUG_CHECKS = bool(TABLE.get("debug_checks", False))
DEFAULT_POLICY = TABLE["default"]
