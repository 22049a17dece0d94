import os
from dataclasses import dataclass


@dataclass
class ServerArgs:
    model_path: str = "dummy"
    attention_backend: str = os.environ.get("TINYSERVE_ATTENTION_BACKEND", "auto")
    num_heads: int = 2
    head_dim: int = 4
    page_size: int = 1

    @property
    def hidden_size(self) -> int:
        return self.num_heads * self.head_dim
