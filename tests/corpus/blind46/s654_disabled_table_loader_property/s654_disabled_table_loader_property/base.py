from typing import Dict, Optional

import torch
from torch import nn

from .tuning_cache import DEFAULT_LAUNCH, load_tuned_table


class TunedOp(nn.Module):
    """Base class for ops whose launch parameters come from an offline tuning table."""

    op_name: str = "base"

    def __init__(self):
        super().__init__()
        self._tuned_table: Optional[Dict[int, Dict[str, int]]] = None
        self.device_name = "cuda" if torch.cuda.is_available() else "cpu"

    @property
    def tuned_table(self) -> Dict[int, Dict[str, int]]:
        if self._tuned_table is None:
            self._tuned_table = load_tuned_table(self.op_name, self.device_name)
        return self._tuned_table

    def launch_config(self, hidden_size: int) -> Dict[str, int]:
        return self.tuned_table.get(hidden_size, DEFAULT_LAUNCH)
