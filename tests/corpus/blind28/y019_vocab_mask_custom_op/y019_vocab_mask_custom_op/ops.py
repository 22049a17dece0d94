import numpy as np
import torch


@torch.library.custom_op("corpus_y019::apply_vocab_mask", mutates_args=())
def apply_vocab_mask(logits: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
    # Host-side reference implementation (real deployments use a CUDA kernel).
    arr = logits.detach().cpu().numpy().copy()
    keep = allowed.cpu().numpy().astype(bool)
    arr[..., ~keep] = -np.inf
    return torch.from_numpy(arr).to(logits.device)


@apply_vocab_mask.register_fake
def _(logits: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
    return torch.empty_like(logits)
