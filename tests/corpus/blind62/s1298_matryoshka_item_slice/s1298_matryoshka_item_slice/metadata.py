from dataclasses import dataclass
from typing import List, Optional, Sequence

import torch


@dataclass
class PoolingParams:
    dimensions: Optional[int] = None
    normalize: Optional[bool] = None


@dataclass
class PoolingMetadata:
    prompt_lens: torch.Tensor
    dimensions: torch.Tensor
    pooling_params: Sequence[PoolingParams] = ()

    @property
    def num_seqs(self) -> int:
        return self.prompt_lens.shape[0]

    def split_hidden_states(self, hidden_states: torch.Tensor) -> List[torch.Tensor]:
        return list(hidden_states.split(self.prompt_lens.tolist(), dim=0))

    @staticmethod
    def build(prompt_lens: List[int], params: Sequence[PoolingParams], hidden_size: int):
        return PoolingMetadata(
            prompt_lens=torch.tensor(prompt_lens, dtype=torch.int64),
            dimensions=torch.tensor([p.dimensions or hidden_size for p in params], dtype=torch.int64),
            pooling_params=tuple(params),
        )
