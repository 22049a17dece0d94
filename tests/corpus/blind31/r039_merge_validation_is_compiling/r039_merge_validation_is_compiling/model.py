from __future__ import annotations

from typing import Sequence

import torch
from torch import nn

from .checks import debug_dump, validate_soup_weights


class SoupLinear(nn.Module):
    def __init__(self, hidden: int, n_ingredients: int, coeffs: Sequence[float]):
        super().__init__()
        self.ingredients = nn.Parameter(0.1 * torch.randn(n_ingredients, hidden, hidden))
        self.bias = nn.Parameter(torch.zeros(hidden))
        total = sum(coeffs)
        self.coeffs = tuple(c / total for c in coeffs)

    def soup_weight(self) -> torch.Tensor:
        validate_soup_weights(self.coeffs)
        w = self.ingredients[0] * self.coeffs[0]
        for i, c in enumerate(self.coeffs[1:], start=1):
            w = w + self.ingredients[i] * c
        debug_dump("soup", w)
        return w

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return nn.functional.linear(x, self.soup_weight(), self.bias)


class SoupMLP(nn.Module):
    def __init__(self, hidden: int = 8, coeffs=(0.5, 0.3, 0.2)):
        super().__init__()
        self.fc1 = SoupLinear(hidden, len(coeffs), coeffs)
        self.fc2 = SoupLinear(hidden, len(coeffs), coeffs)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc2(torch.relu(self.fc1(x)))


compiled_model = torch.compile(SoupMLP(), fullgraph=True)
