import os

# Read once at import time; never consulted per-step.
DEBUG_LOGITS = os.environ.get("Y020_DEBUG_LOGITS", "0") == "1"
SOFTCAP = float(os.environ.get("Y020_SOFTCAP", "30.0"))
