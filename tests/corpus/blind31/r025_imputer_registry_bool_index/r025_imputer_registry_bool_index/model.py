import torch
from torch import nn

from .imputers import IMPUTERS, missing_mask


class MaskedConvEncoder(nn.Module):
    """Causal conv encoder that receives the observation mask as extra channels."""

    def __init__(self, d_in: int, d_model: int, imputer: str = "zero"):
        super().__init__()
        self.impute = IMPUTERS[imputer]
        self.in_proj = nn.Linear(2 * d_in, d_model)
        self.conv = nn.Conv1d(d_model, d_model, kernel_size=3, padding=2)

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        missing = missing_mask(x)
        filled = self.impute(x, missing)
        h = self.in_proj(torch.cat([filled, (~missing).to(x.dtype)], dim=-1))
        out = torch.tanh(self.conv(h.transpose(1, 2))[..., : h.shape[1]])
        return out[..., -1]


def build_model(cfg: dict) -> MaskedConvEncoder:
    return MaskedConvEncoder(cfg["d_in"], cfg["d_model"], imputer=cfg.get("imputer", "zero"))
