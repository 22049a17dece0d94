from dataclasses import dataclass

import torch


@dataclass
class SamplingBatchInfo:
    temperatures: torch.Tensor
    top_ps: torch.Tensor
    top_ks: torch.Tensor
    min_ps: torch.Tensor
    is_all_greedy: bool = False

    @classmethod
    def from_tensors(cls, temperatures, top_ps, top_ks, min_ps) -> "SamplingBatchInfo":
        return cls(
            temperatures=temperatures.view(-1, 1),
            top_ps=top_ps,
            top_ks=top_ks,
            min_ps=min_ps,
        )

    @property
    def need_min_p_sampling(self) -> bool:
        return bool(torch.any(self.min_ps > 0))

    @property
    def need_top_k_top_p(self) -> bool:
        return not self.is_all_greedy
