from typing import Optional

import torch
from torch import nn

from .quant_methods import QUANT_METHODS


class ReplicatedLinear(nn.Module):
    def __init__(
        self,
        in_features: int,
        out_features: int,
        bias: bool = True,
        quant_config: Optional[str] = None,
    ):
        super().__init__()
        self.in_features = in_features
        self.out_features = out_features
        self.quant_method = QUANT_METHODS[quant_config]()
        self.quant_method.create_weights(self, in_features, out_features)
        if bias:
            self.bias = nn.Parameter(torch.zeros(out_features))
        else:
            self.register_parameter("bias", None)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x, self.bias)


class MultiModalProjector(nn.Module):
    def __init__(self, vision_hidden: int, text_hidden: int, quant_config: Optional[str] = None):
        super().__init__()
        self.linear_1 = ReplicatedLinear(vision_hidden, text_hidden, quant_config=None)
        self.act = nn.GELU()
        self.linear_2 = ReplicatedLinear(text_hidden, text_hidden, quant_config=quant_config)

    def project(self, image_features: torch.Tensor) -> torch.Tensor:
        hidden = self.linear_1(image_features)
        hidden = self.act(hidden)
        return self.linear_2(hidden)


projector = MultiModalProjector(8, 16, quant_config="w8a16")
project_image_features = torch.compile(projector.project, fullgraph=True)
