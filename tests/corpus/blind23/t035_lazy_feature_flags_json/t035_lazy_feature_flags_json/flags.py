from __future__ import annotations

import json
import os
from typing import Any, Dict, Optional

_DEFAULTS: Dict[str, Any] = {
    "fused_add_rmsnorm": True,
    "gelu_tanh_approx": False,
    "residual_in_fp32": False,
}


class FeatureFlags:
    """Flags come from a JSON blob in SERVE_FEATURE_FLAGS, e.g.
    SERVE_FEATURE_FLAGS='{"gelu_tanh_approx": true}'.

    They are parsed on first use so that importing the package never fails on
    a malformed value before logging is configured.
    """

    def __init__(self, env_var: str = "SERVE_FEATURE_FLAGS"):
        self.env_var = env_var
        self._values: Optional[Dict[str, Any]] = None

    def _ensure_loaded(self) -> Dict[str, Any]:
        if self._values is None:
            raw = os.environ.get(self.env_var, "{}")
            overrides = json.loads(raw)
            values = dict(_DEFAULTS)
            values.update(overrides)
            self._values = values
        return self._values

    def enabled(self, name: str) -> bool:
        return bool(self._ensure_loaded().get(name, False))

    def override(self, **kwargs: Any) -> None:
        self._ensure_loaded().update(kwargs)


FLAGS = FeatureFlags()
