from typing import Union

import torch


def _expand_to_batch(x: Union[torch.Tensor, int], batch: int, device) -> torch.Tensor:
    if isinstance(x, torch.Tensor):
        return x.to(device=device, dtype=torch.int32)
    return torch.full((batch,), int(x), dtype=torch.int32, device=device)


def top_k_renorm_prob(probs: torch.Tensor, top_k: Union[torch.Tensor, int]) -> torch.Tensor:
    """Keep the top-k probabilities of every row and renormalise them (FlashInfer API)."""
    if probs.dim() != 2:
        raise ValueError(f"expected probs of shape [batch, vocab], got {tuple(probs.shape)}")
    top_k = _expand_to_batch(top_k, probs.shape[0], probs.device)
    return torch.ops.blind48_s722.top_k_renorm_probs(probs.float(), top_k)
