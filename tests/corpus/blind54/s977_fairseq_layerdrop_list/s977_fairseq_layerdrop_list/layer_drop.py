import random
from typing import Iterator, Optional

import torch
import torch.nn as nn


class LayerDropModuleList(nn.ModuleList):
    """A ModuleList that skips each layer with probability ``p`` while training.

    Usage::

        layers = LayerDropModuleList(p=0.5, modules=[layer1, layer2, layer3])
        for layer in layers:  # this might iterate over layers 1 and 3
            x = layer(x)
    """

    def __init__(self, p: float, modules: Optional[list] = None):
        super().__init__(modules)
        self.p = p

    def __iter__(self) -> Iterator[nn.Module]:
        for m in super().__iter__():
            if not self.training or random.random() > self.p:
                yield m


def should_drop_layer(layerdrop: float, training: bool) -> bool:
    return training and layerdrop > 0.0 and torch.rand(1).item() < layerdrop
