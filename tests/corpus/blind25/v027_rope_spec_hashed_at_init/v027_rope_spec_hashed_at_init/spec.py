"""Kernel spec with a content-hashed URI, as used for the on-disk JIT cache."""
from __future__ import annotations

import dataclasses
import hashlib
import json
import os

import torch

JIT_DIR = os.environ.get("CORPUS_V027_JIT_DIR", os.path.join(os.path.expanduser("~"), ".cache", "corpus_v027"))


@dataclasses.dataclass(frozen=True)
class RopeSpec:
    head_size: int
    rotary_dim: int
    is_neox_style: bool
    dtype: torch.dtype

    def _payload(self) -> str:
        fields = dataclasses.asdict(self)
        fields["dtype"] = str(self.dtype).replace("torch.", "")
        return json.dumps(fields, sort_keys=True)

    def compute_uri(self) -> str:
        digest = hashlib.sha256(self._payload().encode()).hexdigest()[:16]
        return f"rope_{digest}"

    def library_path(self, uri: str) -> str:
        return os.path.join(JIT_DIR, uri, f"{uri}.so")
