from dataclasses import dataclass
from typing import Optional

import torch


@dataclass
class LinearAttnForwardMetadata:
    query_start_loc: Optional[torch.Tensor]
    state_indices: torch.Tensor
    seq_lens: Optional[torch.Tensor] = None


@dataclass
class ForwardBatch:
    batch_size: int
    req_pool_indices: torch.Tensor
    seq_lens: torch.Tensor
    is_decode: bool = True
