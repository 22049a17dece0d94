"""Environment switches, read once at import time."""
import os

DEBUG_EXITS = os.environ.get("Q020_DEBUG_EXITS", "0") == "1"
EXIT_SCHEDULE = os.environ.get("Q020_EXIT_SCHEDULE", "linear")
MIN_DEPTH = int(os.environ.get("Q020_MIN_DEPTH", "2"))
