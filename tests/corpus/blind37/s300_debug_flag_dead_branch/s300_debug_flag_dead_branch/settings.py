from __future__ import annotations

import os

# Read once at import; flipping the env var requires a restart of the worker.
DEBUG_SCORES = os.environ.get("INTENT_DEBUG_SCORES", "0") == "1"
TOP_K = int(os.environ.get("INTENT_TOP_K", "2"))
INTENTS = ("greeting", "billing", "cancel", "tech_support", "other")
