import dataclasses

import torch


@dataclasses.dataclass
class SamplingBatchInfo:
    temperatures: torch.Tensor
    min_ps: torch.Tensor
    is_all_greedy: bool = False

    @classmethod
    def from_tensors(cls, temperatures: torch.Tensor, min_ps: torch.Tensor) -> "SamplingBatchInfo":
        return cls(temperatures=temperatures.unsqueeze(-1), min_ps=min_ps)
