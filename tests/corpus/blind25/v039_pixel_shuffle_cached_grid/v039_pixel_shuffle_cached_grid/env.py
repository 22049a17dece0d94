"""Process-wide switches, read once at import."""
import os

MM_DEBUG = os.environ.get("V039_MM_DEBUG", "0") == "1"
DOWNSAMPLE_RATIO = float(os.environ.get("V039_DOWNSAMPLE_RATIO", "0.5"))
