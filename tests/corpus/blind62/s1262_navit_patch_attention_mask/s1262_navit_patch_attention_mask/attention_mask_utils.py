from typing import Optional

import torch


def expand_patch_mask(mask: torch.Tensor, dtype: torch.dtype, tgt_len: Optional[int] = None) -> torch.Tensor:
    """[bsz, src_len] bool -> [bsz, 1, tgt_len, src_len] additive mask."""
    bsz, src_len = mask.shape
    tgt_len = tgt_len if tgt_len is not None else src_len
    expanded = mask[:, None, None, :].expand(bsz, 1, tgt_len, src_len).to(dtype)
    inverted = 1.0 - expanded
    return inverted.masked_fill(inverted.to(torch.bool), torch.finfo(dtype).min)


def flatten_patch_mask(patch_attention_mask: torch.Tensor) -> torch.Tensor:
    # [bsz, h_patches, w_patches] -> [bsz, h_patches * w_patches]
    return patch_attention_mask.view(patch_attention_mask.shape[0], -1)


def prepare_vision_attention_mask(
    patch_attention_mask: torch.Tensor,
    dtype: torch.dtype,
    attn_implementation: str,
) -> Optional[torch.Tensor]:
    flat = flatten_patch_mask(patch_attention_mask)
    if not torch.any(~flat):
        return None
    if attn_implementation == "flash_attention_2":
        return flat
    return expand_patch_mask(flat, dtype)
