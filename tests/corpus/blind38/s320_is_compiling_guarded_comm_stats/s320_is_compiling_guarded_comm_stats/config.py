"""Import-time configuration read from the launcher environment."""
import os
import socket

TP_SIZE = int(os.environ.get("TP_SIZE", "1"))
SP_ENABLED = os.environ.get("SP_ENABLED", "0") == "1"
HOSTNAME = socket.gethostname()
DEBUG_COMM = False  # flip locally to print every collective
