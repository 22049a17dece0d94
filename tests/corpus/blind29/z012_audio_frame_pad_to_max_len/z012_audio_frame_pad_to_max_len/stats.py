"""Per-utterance normalisation statistics."""
import torch


class UtteranceNorm(torch.nn.Module):
    def __init__(self, eps: float = 1e-5):
        super().__init__()
        self.eps = eps

    def forward(self, feats: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        m = mask.unsqueeze(-1).to(feats.dtype)
        count = m.sum(dim=1, keepdim=True).clamp_min(1.0)
        mean = (feats * m).sum(dim=1, keepdim=True) / count
        var = ((feats - mean) ** 2 * m).sum(dim=1, keepdim=True) / count
        return (feats - mean) / torch.sqrt(var + self.eps) * m
