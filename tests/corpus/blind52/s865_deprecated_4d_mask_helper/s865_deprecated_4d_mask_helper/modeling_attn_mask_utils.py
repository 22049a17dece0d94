from typing import Optional

import torch

from .utils import deprecated


class AttentionMaskConverter:
    def __init__(self, is_causal: bool, sliding_window: Optional[int] = None):
        self.is_causal = is_causal
        self.sliding_window = sliding_window

    @staticmethod
    def _make_causal_mask(
        bsz: int,
        tgt_len: int,
        dtype: torch.dtype,
        device: torch.device,
        past_key_values_length: int = 0,
        sliding_window: Optional[int] = None,
    ) -> torch.Tensor:
        mask = torch.full((tgt_len, tgt_len), torch.finfo(dtype).min, device=device)
        mask_cond = torch.arange(mask.size(-1), device=device)
        mask.masked_fill_(mask_cond < (mask_cond + 1).view(mask.size(-1), 1), 0)
        mask = mask.to(dtype)
        if past_key_values_length > 0:
            mask = torch.cat(
                [torch.zeros(tgt_len, past_key_values_length, dtype=dtype, device=device), mask],
                dim=-1,
            )
        if sliding_window is not None:
            diagonal = past_key_values_length - sliding_window - 1
            context_mask = torch.tril(torch.ones_like(mask, dtype=torch.bool), diagonal=diagonal)
            mask = mask.masked_fill(context_mask, torch.finfo(dtype).min)
        return mask[None, None, :, :].expand(bsz, 1, tgt_len, tgt_len + past_key_values_length)

    @staticmethod
    def _expand_mask(mask: torch.Tensor, dtype: torch.dtype, tgt_len: int) -> torch.Tensor:
        bsz, src_len = mask.size()
        expanded = mask[:, None, None, :].expand(bsz, 1, tgt_len, src_len).to(dtype)
        inverted = 1.0 - expanded
        return inverted.masked_fill(inverted.to(torch.bool), torch.finfo(dtype).min)

    def to_4d(
        self,
        attention_mask_2d: torch.Tensor,
        query_length: int,
        dtype: torch.dtype,
        key_value_length: int,
    ) -> torch.Tensor:
        bsz = attention_mask_2d.shape[0]
        causal_4d = None
        if self.is_causal and query_length > 1:
            causal_4d = self._make_causal_mask(
                bsz,
                query_length,
                dtype,
                attention_mask_2d.device,
                past_key_values_length=key_value_length - query_length,
                sliding_window=self.sliding_window,
            )
        expanded = self._expand_mask(attention_mask_2d, dtype, tgt_len=query_length)
        if causal_4d is not None:
            expanded = causal_4d.masked_fill(expanded.bool(), torch.finfo(dtype).min)
        return expanded


@deprecated("Use `AttentionMaskConverter(is_causal=True).to_4d` instead.", version="4.48")
def _prepare_4d_causal_attention_mask(
    attention_mask: Optional[torch.Tensor],
    input_shape,
    inputs_embeds: torch.Tensor,
    past_key_values_length: int,
    sliding_window: Optional[int] = None,
) -> torch.Tensor:
    converter = AttentionMaskConverter(is_causal=True, sliding_window=sliding_window)
    key_value_length = input_shape[-1] + past_key_values_length
    return converter.to_4d(
        attention_mask, input_shape[-1], inputs_embeds.dtype, key_value_length=key_value_length
    )
