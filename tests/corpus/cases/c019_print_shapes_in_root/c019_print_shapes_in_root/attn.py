import torch
import torch.nn.functional as F


@torch.compile(fullgraph=True)
def sdpa(x: torch.Tensor) -> torch.Tensor:
    q = k = v = x.view(1, 2, x.shape[0], x.shape[1] // 2)
    print(f"[sdpa] q={tuple(q.shape)} dtype={q.dtype}")
    out = F.scaled_dot_product_attention(q, k, v, is_causal=True)
    return out.reshape(x.shape)
