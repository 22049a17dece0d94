from typing import Dict, Optional, Tuple

import torch


class CrossAttentionStateStore:
    """Keeps projected image cross-attention K/V per request between decode steps."""

    def __init__(self):
        self._kv: Dict[Tuple[str, int], Tuple[torch.Tensor, torch.Tensor]] = {}

    def put(self, req_id: str, layer_idx: int, k: torch.Tensor, v: torch.Tensor) -> None:
        self._kv[(req_id, layer_idx)] = (k.detach().clone(), v.detach().clone())

    def get(self, req_id: str, layer_idx: int) -> Optional[Tuple[torch.Tensor, torch.Tensor]]:
        return self._kv.get((req_id, layer_idx))

    def evict(self, req_id: str) -> None:
        for key in [k for k in self._kv if k[0] == req_id]:
            del self._kv[key]


class CrossKVCacheMixin:
    """Shared cross-KV handling for layers that attend to vision tokens."""

    layer_idx: int
    cross_state_store: CrossAttentionStateStore
    active_request: str = "default"

    @torch.compiler.disable
    def _stash_cross_kv(self, key: torch.Tensor, value: torch.Tensor) -> None:
        self.cross_state_store.put(self.active_request, self.layer_idx, key, value)

    def _project_cross_kv(self, cross_attention_states: torch.Tensor):
        bsz, num_vision_tokens, _ = cross_attention_states.shape
        key = self.k_proj(cross_attention_states)
        value = self.v_proj(cross_attention_states)
        key = key.view(bsz, num_vision_tokens, self.num_key_value_heads, self.head_dim)
        value = value.view(bsz, num_vision_tokens, self.num_key_value_heads, self.head_dim)
        key = self.k_norm(key)
        return key.transpose(1, 2), value.transpose(1, 2)

    def get_cross_kv(self, cross_attention_states: Optional[torch.Tensor]):
        if cross_attention_states is not None:
            key, value = self._project_cross_kv(cross_attention_states)
            self._stash_cross_kv(key, value)
            return key, value
        cached = self.cross_state_store.get(self.active_request, self.layer_idx)
        if cached is None:
            raise ValueError("cross-attention states missing and no cached K/V for request")
        return cached
