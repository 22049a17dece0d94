import torch
from torch import nn

from .utils import get_parameter_dtype, warn_once


class BaseModelForScoring(nn.Module):
    main_input_name = "inputs_embeds"

    @property
    def dtype(self) -> torch.dtype:
        return get_parameter_dtype(self)

    @property
    def device(self) -> torch.device:
        return next(self.parameters()).device

    def cast_inputs(self, x: torch.Tensor) -> torch.Tensor:
        target = self.dtype
        if x.dtype != target:
            warn_once(
                f"{type(self).__name__} received {self.main_input_name} in {x.dtype} "
                f"but its weights are {target}; casting inputs"
            )
            x = x.to(target)
        return x
