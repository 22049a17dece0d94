import importlib
import inspect
import logging
from collections.abc import MutableMapping
from typing import Any, Callable, Dict, Optional

import torch
import torch.nn.functional as F

logger = logging.getLogger(__name__)


def repeat_kv(hidden_states: torch.Tensor, n_rep: int) -> torch.Tensor:
    if n_rep == 1:
        return hidden_states
    b, h, s, d = hidden_states.shape
    return hidden_states[:, :, None, :, :].expand(b, h, n_rep, s, d).reshape(b, h * n_rep, s, d)


def sdpa_attention_forward(
    module: torch.nn.Module,
    query: torch.Tensor,
    key: torch.Tensor,
    value: torch.Tensor,
    attention_mask: Optional[torch.Tensor],
    dropout: float = 0.0,
    scaling: Optional[float] = None,
    is_causal: Optional[bool] = None,
) -> torch.Tensor:
    key = repeat_kv(key, module.num_key_value_groups)
    value = repeat_kv(value, module.num_key_value_groups)
    if is_causal is None:
        is_causal = attention_mask is None and query.shape[2] > 1
    out = F.scaled_dot_product_attention(
        query, key, value, attn_mask=attention_mask, dropout_p=dropout, scale=scaling, is_causal=is_causal
    )
    return out.transpose(1, 2).contiguous()


def flash_attention_forward(module, query, key, value, attention_mask, **kwargs) -> torch.Tensor:
    flash_attn = importlib.import_module("flash_attn")
    if attention_mask is not None:
        logger.warning("flash_attention_2 ignores the dense attention mask")
    window = kwargs.get("sliding_window") or -1
    out = flash_attn.flash_attn_func(
        query.transpose(1, 2),
        key.transpose(1, 2),
        value.transpose(1, 2),
        dropout_p=kwargs.get("dropout", 0.0),
        softmax_scale=kwargs.get("scaling"),
        causal=True,
        window_size=(window, window),
    )
    return out


class AttentionInterface(MutableMapping):
    _global_mapping: Dict[str, Callable] = {
        "sdpa": sdpa_attention_forward,
        "flash_attention_2": flash_attention_forward,
    }

    def __init__(self):
        self._local_mapping: Dict[str, Callable] = {}

    @classmethod
    def register(cls, key: str, value: Callable) -> None:
        cls._global_mapping[key] = value

    def __getitem__(self, key: str) -> Callable:
        if key in self._local_mapping:
            return self._local_mapping[key]
        return self._global_mapping[key]

    def __setitem__(self, key: str, value: Callable) -> None:
        self._local_mapping[key] = value

    def __delitem__(self, key: str) -> None:
        del self._local_mapping[key]

    def __iter__(self):
        return iter({**self._global_mapping, **self._local_mapping})

    def __len__(self) -> int:
        return len(self._global_mapping.keys() | self._local_mapping.keys())


ALL_ATTENTION_FUNCTIONS = AttentionInterface()


def filter_supported_kwargs(fn: Callable, kwargs: Dict[str, Any]) -> Dict[str, Any]:
    params = inspect.signature(fn).parameters
    if any(p.kind == inspect.Parameter.VAR_KEYWORD for p in params.values()):
        return dict(kwargs)
    return {k: v for k, v in kwargs.items() if k in params}
