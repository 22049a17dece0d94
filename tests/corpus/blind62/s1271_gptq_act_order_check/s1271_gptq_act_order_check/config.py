from dataclasses import dataclass, field
from typing import Optional

import torch


@dataclass
class GPTQConfig:
    weight_bits: int = 4
    group_size: int = 16
    desc_act: bool = True
    lm_head_quantized: bool = False
    dynamic: dict = field(default_factory=dict)

    def __post_init__(self):
        if self.weight_bits not in (2, 3, 4, 8):
            raise ValueError(f"Unsupported weight_bits={self.weight_bits} for GPTQ")
        self.pack_factor = 32 // self.weight_bits

    @classmethod
    def get_name(cls) -> str:
        return "gptq"

    @classmethod
    def get_supported_act_dtypes(cls) -> list:
        return [torch.half, torch.bfloat16, torch.float32]

    @classmethod
    def from_config(cls, config: dict) -> "GPTQConfig":
        return cls(
            weight_bits=config.get("bits", 4),
            group_size=config.get("group_size", 128),
            desc_act=config.get("desc_act", False),
            lm_head_quantized=config.get("lm_head", False),
            dynamic=config.get("dynamic", {}),
        )

    def get_quant_method(self, layer: torch.nn.Module, prefix: str) -> Optional["object"]:
        from .gptq import GPTQLinearMethod

        if prefix.endswith("lm_head") and not self.lm_head_quantized:
            return None
        return GPTQLinearMethod(self)
