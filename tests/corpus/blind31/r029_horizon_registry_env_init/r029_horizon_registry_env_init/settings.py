"""Deployment settings read from the environment once, at import time."""
import json
import os

DEBUG_SHAPES = os.environ.get("R029_DEBUG_SHAPES", "0") == "1"
HORIZON_PRESET = os.environ.get("R029_HORIZON_PRESET", "hourly")
_OVERRIDES = json.loads(os.environ.get("R029_HORIZON_OVERRIDES", "{}"))


def preset_overrides() -> dict:
    return dict(_OVERRIDES)
