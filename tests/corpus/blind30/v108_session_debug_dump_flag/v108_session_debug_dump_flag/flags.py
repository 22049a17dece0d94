import os

# Read once at import; flipping it requires a restart (and a recompile).
DUMP_SESSION_STATE = os.environ.get("V108_DUMP_SESSION_STATE", "0") == "1"
DUMP_PATH = os.environ.get("V108_DUMP_PATH", "/tmp/session_dump.txt")
