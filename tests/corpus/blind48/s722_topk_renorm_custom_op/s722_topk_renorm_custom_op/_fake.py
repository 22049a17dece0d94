import torch


@torch.library.register_fake("blind48_s722::top_k_renorm_probs")
def _top_k_renorm_probs_fake(probs: torch.Tensor, top_k: torch.Tensor) -> torch.Tensor:
    torch._check(probs.dim() == 2, lambda: "probs must be [batch, vocab]")
    torch._check(top_k.shape[0] == probs.shape[0])
    return torch.empty_like(probs)
