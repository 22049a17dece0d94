import torch

from .registry import register_scan_backend


def _discretize(delta, A, B):
    deltaA = torch.exp(delta.unsqueeze(-1) * A)          # [b, l, d, n]
    deltaB = delta.unsqueeze(-1) * B.unsqueeze(2)        # [b, l, d, n]
    return deltaA, deltaB


@register_scan_backend("ref")
@torch.compiler.disable(recursive=True)
def selective_scan_ref(u, delta, A, B, C, D):
    """Sequential reference scan. Kept out of graphs: unrolling the time loop
    made compile times explode for long prompts."""
    deltaA, deltaB = _discretize(delta, A, B)
    b, l, d, n = deltaA.shape
    h = u.new_zeros(b, d, n)
    ys = []
    for t in range(l):
        h = deltaA[:, t] * h + deltaB[:, t] * u[:, t].unsqueeze(-1)
        ys.append((h * C[:, t].unsqueeze(1)).sum(-1))
    return torch.stack(ys, dim=1) + u * D


@register_scan_backend("parallel")
def selective_scan_parallel(u, delta, A, B, C, D):
    """Log-space cumulative-sum formulation (no time loop)."""
    deltaA, deltaB = _discretize(delta, A, B)
    log_a = torch.log(deltaA.clamp_min(1e-12))
    cum = torch.cumsum(log_a, dim=1)
    weights = torch.exp(cum)
    h = weights * torch.cumsum(deltaB * u.unsqueeze(-1) / weights, dim=1)
    return (h * C.unsqueeze(2)).sum(-1) + u * D
