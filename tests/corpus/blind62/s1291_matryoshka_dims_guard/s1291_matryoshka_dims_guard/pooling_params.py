from dataclasses import dataclass, field
from typing import Optional

import torch


@dataclass
class PoolingParams:
    """Per-request pooling options, as sent by the OpenAI-compatible server."""

    dimensions: Optional[int] = None
    normalize: bool = True
    activation: bool = False
    truncate_prompt_tokens: Optional[int] = None
    extra: dict = field(default_factory=dict)

    def verify(self, hidden_size: int, is_matryoshka: bool) -> None:
        if self.dimensions is None:
            return
        if not is_matryoshka:
            raise ValueError("Model does not support matryoshka representation")
        if self.dimensions < 1:
            raise ValueError("dimensions must be greater than 0")
        if self.dimensions > hidden_size:
            raise ValueError(f"dimensions must be <= {hidden_size}")


@dataclass
class PoolingMetadata:
    prompt_lens: torch.Tensor
    dimensions: torch.Tensor
    normalize: bool = True

    @classmethod
    def from_params(cls, prompt_lens, params_list, hidden_size):
        dims = [p.dimensions or hidden_size for p in params_list]
        return cls(
            prompt_lens=torch.as_tensor(prompt_lens, dtype=torch.long),
            dimensions=torch.as_tensor(dims, dtype=torch.long),
            normalize=all(p.normalize for p in params_list),
        )
