from dataclasses import dataclass
from typing import Optional


@dataclass(frozen=True)
class PoolingParams:
    task: str = "embed"            # "embed" | "classify" | "score"
    dimensions: Optional[int] = 4  # Matryoshka truncation
    normalize: bool = True
    softmax: bool = False

    def output_dim(self, hidden_size: int) -> int:
        if self.dimensions is None:
            return hidden_size
        if self.dimensions > hidden_size:
            raise ValueError(f"dimensions={self.dimensions} exceeds hidden size {hidden_size}")
        return self.dimensions
