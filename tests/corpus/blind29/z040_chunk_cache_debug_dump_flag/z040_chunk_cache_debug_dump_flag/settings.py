"""Import-time settings for the streaming runner."""
import os

DEBUG_DUMP_CHUNKS = os.environ.get("STREAM_DEBUG_DUMP_CHUNKS", "0") == "1"
DUMP_DIR = os.environ.get("STREAM_DUMP_DIR", "/tmp/stream_dumps")
