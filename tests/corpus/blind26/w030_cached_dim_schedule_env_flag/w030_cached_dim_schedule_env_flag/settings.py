"""Runtime settings resolved once at import time."""
import os

EMBED_DEBUG = os.environ.get("W030_EMBED_DEBUG", "0") == "1"
TARGET_DIM = int(os.environ.get("W030_TARGET_DIM", "8"))
MIN_DIM = int(os.environ.get("W030_MIN_DIM", "4"))
