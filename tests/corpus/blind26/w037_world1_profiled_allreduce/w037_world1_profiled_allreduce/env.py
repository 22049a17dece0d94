import os

# Read once at import time; the profiler is opt-in for debugging runs only.
COMM_PROFILING = os.environ.get("W037_COMM_PROFILING", "0") == "1"
DIST_BACKEND = os.environ.get("W037_DIST_BACKEND", "gloo")
