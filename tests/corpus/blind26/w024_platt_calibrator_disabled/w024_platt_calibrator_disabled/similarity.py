import torch
import torch.nn.functional as F


def cosine(a: torch.Tensor, b: torch.Tensor, eps: float = 1e-8) -> torch.Tensor:
    return (F.normalize(a, dim=-1, eps=eps) * F.normalize(b, dim=-1, eps=eps)).sum(-1)


def dot(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    return (a * b).sum(-1)


SIMILARITIES = {"cosine": cosine, "dot": dot}
