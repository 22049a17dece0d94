import os

# read once at import; the engine re-execs workers when these change
ROUTER_DEBUG = os.environ.get("CORPUS_U009_ROUTER_DEBUG", "0") == "1"
ROUTER_STATS_INTERVAL = int(os.environ.get("CORPUS_U009_ROUTER_STATS_INTERVAL", "100"))
