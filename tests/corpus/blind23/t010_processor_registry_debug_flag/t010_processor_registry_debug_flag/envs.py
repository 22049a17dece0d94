from __future__ import annotations

import os

# Expensive NaN/inf validation of logits between processors. Off in production.
SAMPLER_DEBUG: bool = os.environ.get("SERVING_SAMPLER_DEBUG", "0").lower() in ("1", "true")
SAMPLER_DEBUG_DUMP_DIR: str = os.environ.get("SERVING_SAMPLER_DUMP_DIR", "/tmp/sampler_dumps")
