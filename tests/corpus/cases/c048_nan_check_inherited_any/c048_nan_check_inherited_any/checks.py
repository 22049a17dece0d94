import torch
from torch import nn


class NumericsCheckedModule(nn.Module):
    def assert_finite(self, t: torch.Tensor, where: str) -> torch.Tensor:
        if torch.any(torch.isnan(t)):
            raise FloatingPointError(f"NaN detected in {where}")
        return t
