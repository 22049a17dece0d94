from collections import OrderedDict

from torch import nn


class ClassInstantier(OrderedDict):
    def __getitem__(self, key):
        content = super().__getitem__(key)
        cls, kwargs = content if isinstance(content, tuple) else (content, {})
        return cls(**kwargs)


ACT2CLS = {
    "gelu": nn.GELU,
    "gelu_tanh": (nn.GELU, {"approximate": "tanh"}),
    "relu": nn.ReLU,
    "silu": nn.SiLU,
}
ACT2FN = ClassInstantier(ACT2CLS)
