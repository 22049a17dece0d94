import json
import time

import torch


class DraftTokenDumper:
    """Appends every verification step to a JSONL file for offline analysis."""

    def __init__(self, path: str):
        self.path = path
        self.step = 0

    def dump(self, draft_tokens: torch.Tensor, accept_length: torch.Tensor) -> None:
        record = {
            "ts": time.time(),
            "step": self.step,
            "draft_tokens": draft_tokens.tolist(),
            "accept_length": accept_length.tolist(),
        }
        with open(self.path, "a") as f:
            f.write(json.dumps(record) + "\n")
        self.step += 1
