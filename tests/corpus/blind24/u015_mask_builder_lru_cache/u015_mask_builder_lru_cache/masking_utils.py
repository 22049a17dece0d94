"""4-D additive attention masks for decoder-only models."""
from collections import OrderedDict
from typing import Optional, Protocol, Tuple, runtime_checkable

import torch

_MAX_CACHED_MASKS = 8
_CAUSAL_MASK_CACHE: "OrderedDict[Tuple, torch.Tensor]" = OrderedDict()


@runtime_checkable
class CacheLike(Protocol):
    def get_seq_length(self, layer_idx: int = 0) -> int: ...


def _is_tracing(tensor: torch.Tensor) -> bool:
    return torch.jit.is_tracing() or isinstance(tensor, torch.fx.Proxy) or torch.compiler.is_compiling()


def _causal_block(q_len: int, kv_len: int, dtype: torch.dtype, device: torch.device) -> torch.Tensor:
    key = (q_len, kv_len, dtype, device)
    mask = _CAUSAL_MASK_CACHE.get(key)
    if mask is not None:
        _CAUSAL_MASK_CACHE.move_to_end(key)
        return mask
    min_value = torch.finfo(dtype).min
    mask = torch.full((q_len, kv_len), min_value, dtype=dtype, device=device)
    mask = torch.triu(mask, diagonal=kv_len - q_len + 1)
    _CAUSAL_MASK_CACHE[key] = mask
    if len(_CAUSAL_MASK_CACHE) > _MAX_CACHED_MASKS:
        _CAUSAL_MASK_CACHE.popitem(last=False)
    return mask


def _can_skip_mask(attention_mask: Optional[torch.Tensor], q_len: int, past_len: int) -> bool:
    """SDPA's is_causal path is cheaper than an explicit mask when nothing is padded."""
    if attention_mask is None:
        return q_len > 1 and past_len == 0
    if _is_tracing(attention_mask):
        # data-dependent: keep the explicit mask so the graph stays static
        return False
    return q_len > 1 and past_len == 0 and bool(torch.all(attention_mask == 1))


def build_causal_mask(
    attention_mask: Optional[torch.Tensor],
    input_embeds: torch.Tensor,
    past_key_values=None,
) -> Optional[torch.Tensor]:
    bsz, q_len = input_embeds.shape[:2]
    past_len = past_key_values.get_seq_length() if isinstance(past_key_values, CacheLike) else 0
    if _can_skip_mask(attention_mask, q_len, past_len):
        return None
    kv_len = past_len + q_len
    causal = _causal_block(q_len, kv_len, input_embeds.dtype, input_embeds.device)
    causal = causal[None, None].expand(bsz, 1, -1, -1)
    if attention_mask is None:
        return causal
    padding = attention_mask[:, None, None, :kv_len].to(causal.dtype)
    return causal.masked_fill(padding == 0, torch.finfo(causal.dtype).min)
