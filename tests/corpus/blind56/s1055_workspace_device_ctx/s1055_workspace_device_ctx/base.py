from abc import ABC, abstractmethod
from typing import Dict, Optional, Tuple

import torch


class AttentionBackend(ABC):
    """Common plumbing shared by the attention backends."""

    name: str = "base"
    supported_dtypes = (torch.float16, torch.bfloat16, torch.float32)

    def __init__(self, num_heads: int, head_dim: int, scale: Optional[float] = None) -> None:
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.scale = scale if scale is not None else head_dim**-0.5
        self._workspace_shapes: Dict[str, Tuple[int, ...]] = {}

    def check_dtype(self, dtype: torch.dtype) -> None:
        if dtype not in self.supported_dtypes:
            raise ValueError(f"{self.name} does not support {dtype}")

    def _output_dtype(self, query: torch.Tensor) -> torch.dtype:
        return torch.float32 if query.dtype == torch.float16 else query.dtype

    def _alloc_output(self, query: torch.Tensor) -> torch.Tensor:
        num_tokens = query.shape[0]
        with torch.device(query.device):
            out = torch.empty(num_tokens, self.num_heads * self.head_dim, dtype=self._output_dtype(query))
        self._workspace_shapes["output"] = tuple(out.shape)
        return out

    @abstractmethod
    def forward(self, query: torch.Tensor, key: torch.Tensor, value: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError
