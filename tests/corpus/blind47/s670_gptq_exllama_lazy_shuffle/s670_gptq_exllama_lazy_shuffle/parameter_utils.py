from typing import Union

import torch
from torch import nn


def replace_parameter(mod: nn.Module, name: str, new: Union[torch.Tensor, nn.Parameter]) -> None:
    """Swap a parameter for a re-laid-out tensor, keeping it a frozen Parameter."""
    old = getattr(mod, name)
    if type(old) is type(new) and old.dtype == new.dtype and old.untyped_storage().nbytes() == new.untyped_storage().nbytes():
        old.copy_(new)
        return
    if not isinstance(new, nn.Parameter):
        new = nn.Parameter(new, requires_grad=False)
    mod.register_parameter(name, new)
