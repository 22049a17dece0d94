"""Settings read once at import time."""
import os

BUFFER_DEBUG = os.environ.get("Y040_BUFFER_DEBUG", "0") == "1"
PAD_MULTIPLE = int(os.environ.get("Y040_PAD_MULTIPLE", "4"))
CAPTURE_SIZES = tuple(int(s) for s in os.environ.get("Y040_CAPTURE_SIZES", "1,2,4,8,16").split(","))
