import json
from typing import Optional

import torch

from .base import LogitsProcessor


class AllowedTokensProcessor(LogitsProcessor):
    """Constrained decoding: only tokens listed in a JSON allow-list survive."""

    def __init__(self, allow_list_path: str, temperature: float = 1.0) -> None:
        super().__init__(temperature)
        self.allow_list_path = allow_list_path
        self._allowed: Optional[list] = None

    def _load_allowed(self) -> list:
        if self._allowed is None:
            self._allowed = json.load(open(self.allow_list_path))["allowed_token_ids"]
        return self._allowed

    def build_mask(self, logits: torch.Tensor) -> torch.Tensor:
        allowed = self._load_allowed()
        mask = torch.zeros(logits.shape[-1], dtype=torch.bool, device=logits.device)
        mask[allowed] = True
        return mask.expand_as(logits)
