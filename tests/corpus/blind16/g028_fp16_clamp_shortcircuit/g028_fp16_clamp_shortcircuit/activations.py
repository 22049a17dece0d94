from collections import OrderedDict

import torch
from torch import nn


class NewGELUActivation(nn.Module):
    def forward(self, x):
        return 0.5 * x * (1.0 + torch.tanh(0.7978845608028654 * (x + 0.044715 * torch.pow(x, 3.0))))


class ClassInstantier(OrderedDict):
    def __getitem__(self, key):
        content = super().__getitem__(key)
        cls, kwargs = content if isinstance(content, tuple) else (content, {})
        return cls(**kwargs)


ACT2CLS = {
    "gelu_new": NewGELUActivation,
    "relu": nn.ReLU,
    "silu": nn.SiLU,
    "gelu": (nn.GELU, {"approximate": "none"}),
}
ACT2FN = ClassInstantier(ACT2CLS)
