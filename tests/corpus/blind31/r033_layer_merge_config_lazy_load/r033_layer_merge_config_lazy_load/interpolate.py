from __future__ import annotations

import torch


def lerp(a: torch.Tensor, b: torch.Tensor, t: float) -> torch.Tensor:
    return a + (b - a) * t


def slerp(a: torch.Tensor, b: torch.Tensor, t: float, eps: float = 1e-8) -> torch.Tensor:
    a_n = a / (a.norm() + eps)
    b_n = b / (b.norm() + eps)
    dot = (a_n * b_n).sum().clamp(-1.0, 1.0)
    omega = torch.arccos(dot)
    so = torch.sin(omega) + eps
    return (torch.sin((1.0 - t) * omega) / so) * a + (torch.sin(t * omega) / so) * b


MERGE_FNS = {"linear": lerp, "slerp": slerp}
