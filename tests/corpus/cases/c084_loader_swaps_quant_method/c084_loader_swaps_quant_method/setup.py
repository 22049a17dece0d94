import torch

from .layers import Attention, QKVLinear
from .methods import GroupInt4Method


def convert_to_int4(model: torch.nn.Module, group: int = 8) -> None:
    """Runs after the weights are loaded: every QKVLinear switches to the int4 method."""
    for module in model.modules():
        if isinstance(module, QKVLinear):
            module.quant_method = GroupInt4Method(group)


model = Attention()
convert_to_int4(model)
compiled = torch.compile(model, fullgraph=True)
