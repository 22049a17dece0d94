import json
import os
import time
from typing import Dict, Optional


class ScoreCache:
    """On-disk cache of rewards for already-judged (prompt, response) pairs."""

    def __init__(self, path: str, ttl_s: float = 3600.0):
        self.path = path
        self.ttl_s = ttl_s
        self._entries: Dict[str, dict] = {}

    def _load(self) -> None:
        if os.path.exists(self.path):
            with open(self.path) as f:
                self._entries = json.load(f)

    def score(self, request_id: str) -> Optional[float]:
        if not self._entries:
            self._load()
        entry = self._entries.get(request_id)
        if entry is None or time.time() - entry["ts"] > self.ttl_s:
            return None
        return float(entry["reward"])

    def put(self, request_id: str, reward: float) -> None:
        self._entries[request_id] = {"reward": reward, "ts": time.time()}
        with open(self.path, "w") as f:
            json.dump(self._entries, f)
