import json
import os
from typing import Any, Dict

DEFAULT_ROPE_SCALING = '{"rope_type": "linear", "factor": 2.0}'


def rope_scaling_override() -> Dict[str, Any]:
    """Operators can override the checkpoint's rope_scaling with a JSON env var."""
    raw = os.environ.get("HELDOUT_ROPE_SCALING", DEFAULT_ROPE_SCALING)
    return json.loads(raw)
