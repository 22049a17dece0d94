from dataclasses import dataclass, field
from typing import Dict, Optional


@dataclass
class ServerArgs:
    model_path: str = "tiny-llama"
    enable_lora: bool = True
    lora_backend: str = "torch_native"
    max_loras_per_batch: int = 4
    max_lora_rank: Optional[int] = 4
    lora_paths: Dict[str, str] = field(default_factory=dict)

    def __post_init__(self):
        if self.lora_paths and not self.enable_lora:
            self.enable_lora = True
        if self.lora_backend not in ("torch_native", "triton", "csgmv"):
            raise ValueError(f"unknown lora backend {self.lora_backend}")
