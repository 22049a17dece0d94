from typing import Callable

import torch

MaskMod = Callable[[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor], torch.Tensor]


def causal_mask_mod(b, h, q_idx, kv_idx):
    return q_idx >= kv_idx


def document_causal_mask_mod(document_ids: torch.Tensor) -> MaskMod:
    """Packed-sequence mask: causal inside a document, nothing across documents."""

    def mask_mod(b, h, q_idx, kv_idx):
        same_doc = document_ids[q_idx] == document_ids[kv_idx]
        return same_doc & causal_mask_mod(b, h, q_idx, kv_idx)

    return mask_mod


@torch.compiler.disable
def create_dense_block_mask(mask_mod: MaskMod, q_len: int, kv_len: int, device: torch.device) -> torch.Tensor:
    """Materialise ``mask_mod`` as a boolean [q_len, kv_len] mask.

    Mask creation is run eagerly: it is cached per batch by the metadata
    builder and recompiling it for every packing layout is wasteful.
    """
    q_idx = torch.arange(q_len, device=device)[:, None]
    kv_idx = torch.arange(kv_len, device=device)[None, :]
    b = torch.zeros((), dtype=torch.long, device=device)
    return mask_mod(b, b, q_idx, kv_idx)
