"""Per-deployment depth profiles: how many layers to run for each latency tier.

Profiles are tuned offline and dropped next to the checkpoint as JSON; the store
loads them lazily the first time a tier is requested.
"""
import json
import os
from typing import Dict, Optional

DEFAULT_PROFILE_DIR = os.environ.get("DEPTH_PROFILE_DIR", "/opt/models/depth_profiles")

_FALLBACK = {"fast": 2, "balanced": 3, "quality": 4}


class DepthProfileStore:
    def __init__(self, profile_dir: str = DEFAULT_PROFILE_DIR, model_name: str = "enc-small"):
        self.profile_dir = profile_dir
        self.model_name = model_name
        self._cache: Optional[Dict[str, int]] = None

    def _profile_path(self) -> str:
        return os.path.join(self.profile_dir, f"{self.model_name}.json")

    def _load(self) -> Dict[str, int]:
        path = self._profile_path()
        try:
            with open(path) as f:
                data = json.load(f)
        except FileNotFoundError:
            data = dict(_FALLBACK)
        return {k: int(v) for k, v in data.items()}

    def depth_for(self, tier: str) -> int:
        if self._cache is None:
            self._cache = self._load()
        return self._cache.get(tier, max(self._cache.values()))
