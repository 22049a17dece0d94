import os

ROPE_DEBUG = os.environ.get("MROPE_DEBUG", "0") == "1"
MROPE_INTERLEAVED = os.environ.get("MROPE_INTERLEAVED", "1") == "1"
