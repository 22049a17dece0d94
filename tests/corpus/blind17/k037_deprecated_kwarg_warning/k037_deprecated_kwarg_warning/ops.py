import torch

from .compat import renamed_kwargs


@renamed_kwargs
def causal_attention(q, k, v, mask_fill=float("-inf")):
    t = q.shape[-2]
    scores = q @ k.transpose(-1, -2) / q.shape[-1] ** 0.5
    causal = torch.ones(t, t, dtype=torch.bool).tril()
    scores = scores.masked_fill(~causal, mask_fill)
    return torch.softmax(scores, dim=-1) @ v
