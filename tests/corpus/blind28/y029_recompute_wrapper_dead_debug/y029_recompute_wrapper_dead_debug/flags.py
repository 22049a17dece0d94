import os

# evaluated once at import; flipping the env var later has no effect
DEBUG_RECOMPUTE = os.environ.get("DEBUG_RECOMPUTE", "0") == "1"
CHECKPOINT_EVERY = int(os.environ.get("CHECKPOINT_EVERY", "1"))
