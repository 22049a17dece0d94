from typing import Callable, Dict, Optional, Type

import torch

from .masking_utils import can_skip_causal_mask, expand_padding_mask, make_causal_mask

_MASK_CONVERTERS: Dict[str, Type["MaskConverter"]] = {}


def register_mask_converter(name: str) -> Callable[[type], type]:
    def wrap(cls: type) -> type:
        _MASK_CONVERTERS[name] = cls
        return cls

    return wrap


def get_mask_converter(attn_implementation: str) -> "MaskConverter":
    try:
        return _MASK_CONVERTERS[attn_implementation]()
    except KeyError:
        raise ValueError(f"unknown attn_implementation {attn_implementation!r}") from None


class MaskConverter:
    def to_4d(
        self, attention_mask: Optional[torch.Tensor], query_length: int, dtype: torch.dtype
    ) -> Optional[torch.Tensor]:
        device = attention_mask.device if attention_mask is not None else torch.device("cpu")
        key_length = attention_mask.shape[-1] if attention_mask is not None else query_length
        causal = make_causal_mask(query_length, key_length, dtype, device)
        if attention_mask is None:
            return causal
        padding = expand_padding_mask(attention_mask, dtype, query_length)
        return (causal + padding).clamp(min=torch.finfo(dtype).min)


@register_mask_converter("eager")
class EagerMaskConverter(MaskConverter):
    pass


@register_mask_converter("sdpa")
class SdpaMaskConverter(MaskConverter):
    def to_4d(self, attention_mask, query_length, dtype):
        key_length = attention_mask.shape[-1] if attention_mask is not None else query_length
        if can_skip_causal_mask(attention_mask, query_length, key_length):
            return None
        return super().to_4d(attention_mask, query_length, dtype)
