import copy
from typing import Dict, List, Optional, Tuple

import torch


class LayerKVPool:
    """Per-layer K/V storage for the draft model, keyed by layer name.

    Speculative decoding writes draft K/V for several steps and has to roll
    them back when the target model rejects the proposal.
    """

    def __init__(self, layer_names: List[str], max_tokens: int, head_dim: int):
        self.layer_names = list(layer_names)
        self.max_tokens = max_tokens
        self.head_dim = head_dim
        self._entries: Dict[str, Tuple[torch.Tensor, torch.Tensor]] = {
            name: (
                torch.zeros(max_tokens, head_dim),
                torch.zeros(max_tokens, head_dim),
            )
            for name in self.layer_names
        }
        self._saved: Optional[Dict[str, Tuple[torch.Tensor, torch.Tensor]]] = None
        self._write_ptr = 0

    def get_kv(self, layer_name: str) -> Tuple[torch.Tensor, torch.Tensor]:
        return self._entries[layer_name]

    def set_kv(self, layer_name: str, k: torch.Tensor, v: torch.Tensor) -> None:
        k_cache, v_cache = self._entries[layer_name]
        n = k.shape[0]
        start = self._write_ptr
        k_cache = torch.cat([k_cache[:start], k, k_cache[start + n :]], dim=0)
        v_cache = torch.cat([v_cache[:start], v, v_cache[start + n :]], dim=0)
        self._entries[layer_name] = (k_cache, v_cache)

    def advance(self, n: int) -> None:
        self._write_ptr = min(self._write_ptr + n, self.max_tokens)

    def checkpoint(self) -> None:
        self._saved = copy.copy(self._entries)
        self._saved_ptr = self._write_ptr

    def rollback(self) -> None:
        if self._saved is None:
            return
        self._entries = self._saved
        self._write_ptr = self._saved_ptr
        self._saved = None
