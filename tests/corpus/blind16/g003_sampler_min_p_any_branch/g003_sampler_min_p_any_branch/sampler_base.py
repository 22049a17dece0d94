import torch
from torch import nn


class SamplerBase(nn.Module):
    def apply_temperature(self, logits: torch.Tensor, temperatures: torch.Tensor) -> torch.Tensor:
        return logits / temperatures.clamp_min(1e-5)

    def maybe_apply_min_p(self, probs: torch.Tensor, min_ps: torch.Tensor) -> torch.Tensor:
        # skip the renormalisation when no request in the batch asked for min-p
        if (min_ps > 0).any():
            top_probs = probs.max(dim=-1, keepdim=True).values
            probs = probs.masked_fill(probs < top_probs * min_ps.unsqueeze(-1), 0.0)
            probs = probs / probs.sum(dim=-1, keepdim=True)
        return probs
