"""Environment switches, read once at import time."""
import os

REPLAY_DEBUG = os.environ.get("S179_REPLAY_DEBUG", "0") == "1"
REPLAY_CHECK_NAN = os.environ.get("S179_REPLAY_CHECK_NAN", "").lower() in ("1", "true")
MAX_CAPTURE_BS = int(os.environ.get("S179_MAX_CAPTURE_BS", "16"))
