from typing import List, Tuple

import torch


def clip_grads_fp32_(grads: List[torch.Tensor], max_norm: float) -> Tuple[torch.Tensor, torch.Tensor]:
    norms = torch.stack([torch.linalg.vector_norm(g, 2.0, dtype=torch.float32) for g in grads])
    total_norm = torch.linalg.vector_norm(norms, 2.0)
    found_inf = ~torch.isfinite(total_norm)
    clip_coef = (max_norm / (total_norm + 1e-6)).clamp(max=1.0)
    for g in grads:
        g.mul_(clip_coef)
    return total_norm, found_inf
