from typing import Dict

import torch


class StaticInputBuffers:
    """Fixed-address tensors that captured graphs read from.

    Callers copy fresh inputs into these before each replay.  When the caller
    already hands us a view of the static buffer (the scheduler does this for
    the prefix-cached path) the copy is skipped.
    """

    def __init__(self, max_bs: int, hidden: int):
        self._bufs: Dict[str, torch.Tensor] = {
            "input_ids": torch.zeros(max_bs, dtype=torch.long),
            "hidden": torch.zeros(max_bs, hidden),
        }

    def get(self, name: str, bs: int) -> torch.Tensor:
        return self._bufs[name][:bs]

    @staticmethod
    def _aliases(src: torch.Tensor, dst: torch.Tensor) -> bool:
        return src.data_ptr() == dst.data_ptr()

    def copy_in(self, name: str, src: torch.Tensor) -> torch.Tensor:
        dst = self.get(name, src.shape[0])
        if not self._aliases(src, dst):
            dst.copy_(src)
        return dst
